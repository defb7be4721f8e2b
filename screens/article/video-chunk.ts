// The video module's player as the article screen's own lazy chunk (a manifest entry the page server preloads).
export { VideoPlayer as default } from '../../registry/video/VideoPlayer.tsx';
