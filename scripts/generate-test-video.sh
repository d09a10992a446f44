#!/usr/bin/env bash
# Regenerates fixtures/video/: a 4-second test-pattern loop with a tone, as HLS (H.264 baseline + AAC,
# 1-second segments) in four quality renditions with a master playlist. Needs Debian's ffmpeg.
set -euo pipefail
cd "$(dirname "$0")/.."
out=fixtures/video/loop
rm -rf "$out" && mkdir -p "$out"

# name width height video-bitrate
renditions=("160p 284 160 80k" "240p 426 240 150k" "360p 640 360 300k" "540p 960 540 500k")
master="#EXTM3U\n#EXT-X-VERSION:3\n"
for rendition in "${renditions[@]}"; do
  read -r name width height bitrate <<<"$rendition"
  mkdir -p "$out/$name"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "testsrc2=size=${width}x${height}:rate=30:duration=4" \
    -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=4" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v "$bitrate" -maxrate "$bitrate" \
    -bufsize "$bitrate" -g 30 -keyint_min 30 -sc_threshold 0 \
    -c:a aac -b:a 32k -ac 1 \
    -f hls -hls_time 1 -hls_list_size 0 -hls_playlist_type vod -hls_flags independent_segments \
    -hls_segment_filename "$out/$name/segment%d.ts" "$out/$name/index.m3u8"
  bandwidth=$(( ${bitrate%k} * 1000 + 32000 ))
  master+="#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${width}x${height},CODECS=\"avc1.42e01e,mp4a.40.2\",NAME=\"${name}\"\n${name}/index.m3u8\n"
done
printf "%b" "$master" > "$out/master.m3u8"
du -sh "$out"
