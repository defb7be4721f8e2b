// The audio module's player as the article screen's own lazy chunk (a manifest entry the page server preloads).
export { AudioPlayer as default } from '../../registry/audio/AudioPlayer.tsx';
