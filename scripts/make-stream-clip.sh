#!/usr/bin/env bash
# Makes the local gateway's playable stream (fixtures/media/clip-0.m2ts, clip-1.m2ts; not .ts, which
# TypeScript would read): four seconds of a white square crossing a blue picture, 128×72 at 10
# frames a second, H.264 baseline in two two-second MPEG-TS segments (about 9 kB in all, so they
# are committed and CI needs no ffmpeg).
# The gateway serves them as HLS (gateway/storage/serve-stream.ts): replay.m3u8 plays them once,
# live.m3u8 loops them as a live window. Run again only to change the clip; needs Debian's ffmpeg.
set -euo pipefail
cd "$(dirname "$0")/.."

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
ffmpeg -hide_banner -loglevel error \
  -f lavfi -i "color=c=0x2b6cb0:size=128x72:rate=10:duration=4" \
  -f lavfi -i "color=c=white:size=16x16:rate=10:duration=4" \
  -filter_complex "[0][1]overlay=x='mod(t*28,112)':y=28" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p \
  -g 20 -keyint_min 20 -sc_threshold 0 -crf 35 \
  -f hls -hls_time 2 -hls_list_size 0 -hls_playlist_type vod \
  -hls_segment_filename "$out/clip-%d.ts" "$out/clip.m3u8"
mkdir -p fixtures/media
cp "$out/clip-0.ts" fixtures/media/clip-0.m2ts
cp "$out/clip-1.ts" fixtures/media/clip-1.m2ts
ls -l fixtures/media
