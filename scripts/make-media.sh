#!/usr/bin/env bash
# Generates the site's abstract background loops + poster frames into public/media/.
#
#   bash scripts/make-media.sh          (or: npm run media)
#
# For every name below it writes <name>.webm (VP9), <name>.mp4 (H.264, faststart)
# and <name>.jpg (poster = first frame). The animation is a static two-colour
# brand gradient with two very soft "light" blobs drifting on closed elliptical
# paths whose period equals the clip length, so the clip loops seamlessly.
# Re-runnable: outputs are rebuilt in a temp dir and moved into place.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/public/media"
FFMPEG="${FFMPEG:-ffmpeg}"

W=960
H=540
FPS=24
DUR=8                     # seconds; blob paths have exactly this period
FRAMES=$((FPS * DUR))
MAX_VIDEO_BYTES=$((400 * 1024))
MAX_POSTER_BYTES=$((60 * 1024))

# Brand palette
NAVY='#0b1f3a'
INK='#13294b'
TEAL='#0f766e'
TEAL_LIGHT='#14b8a6'
GOLD='#f59e0b'
CREAM='#fbf7ef'

# name | base colour A | base colour B | gradient angle (deg) |
#   blob 1 colour | blob 1 strength (0-1) | blob 2 colour | blob 2 strength | direction (1 / -1) | phase (rad)
SPECS=(
  "home-featured|$NAVY|$INK|20|$TEAL_LIGHT|0.42|$GOLD|0.30|1|0.0"
  "about-mission|$NAVY|$TEAL|35|$TEAL_LIGHT|0.30|$GOLD|0.28|-1|1.2"
  "about-vision|$INK|$NAVY|-25|$TEAL_LIGHT|0.38|$CREAM|0.16|1|2.4"
  "about-approach|$TEAL|$NAVY|160|$TEAL_LIGHT|0.26|$GOLD|0.26|-1|0.6"
  "import-export-services|$NAVY|$INK|0|$TEAL|0.55|$GOLD|0.30|1|3.1"
  "migration-services|$NAVY|$TEAL|60|$TEAL_LIGHT|0.34|$CREAM|0.12|-1|1.8"
  "residency-by-investment|$NAVY|$INK|135|$GOLD|0.30|$CREAM|0.14|1|4.0"
  "business-buy-sale-services|$INK|$NAVY|200|$GOLD|0.28|$TEAL|0.45|-1|2.9"
  "real-estate|$TEAL|$INK|110|$CREAM|0.14|$GOLD|0.22|1|5.0"
  "consulting-services|$NAVY|$INK|-60|$TEAL_LIGHT|0.36|$TEAL|0.40|-1|0.3"
  "relocation-in-india|$NAVY|$TEAL|250|$GOLD|0.32|$TEAL_LIGHT|0.22|1|3.7"
  "work-abroad|$INK|$TEAL|80|$TEAL_LIGHT|0.30|$GOLD|0.24|-1|4.6"
  "property-management-services-in-india|$NAVY|$INK|180|$TEAL|0.50|$CREAM|0.13|1|5.6"
  "medical-tourism-services|$TEAL|$NAVY|300|$TEAL_LIGHT|0.30|$CREAM|0.15|-1|2.2"
)

command -v "$FFMPEG" >/dev/null || { echo "ffmpeg not found" >&2; exit 1; }
mkdir -p "$OUT"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# "#rrggbb" -> "r g b" (decimal)
rgb() { printf '%d %d %d' "0x${1:1:2}" "0x${1:3:2}" "0x${1:5:2}"; }

ff() { "$FFMPEG" -hide_banner -loglevel error -nostdin -y "$@"; }

# Soft radial blob (RGBA, gaussian alpha), rendered small and upscaled (it is blurry anyway).
make_blob() { # colour strength size out.png
  local r g b
  read -r r g b <<<"$(rgb "$1")"
  local s=$(($3 / 4))
  ff -f lavfi -i "color=c=black:s=${s}x${s}:d=1,format=rgba" -frames:v 1 \
    -vf "geq=r=$r:g=$g:b=$b:a='255*$2*exp(-(pow(X-W/2,2)+pow(Y-H/2,2))/(2*pow(W/6.5,2)))',scale=$3:$3:flags=bicubic" \
    "$4"
}

# Static linear gradient A -> B along angle (degrees), smoothstepped.
make_base() { # A B angle out.png
  local ar ag ab br bg bb
  read -r ar ag ab <<<"$(rgb "$1")"
  read -r br bg bb <<<"$(rgb "$2")"
  local th="($3)*PI/180"
  local t="clip(((X-W/2)*cos($th)+(Y-H/2)*sin($th))/W+0.5,0,1)"
  local s="($t*$t*(3-2*$t))"
  # Rendered at half size (geq is slow per pixel) and upscaled: it is a smooth ramp.
  ff -f lavfi -i "color=c=black:s=$((W / 2))x$((H / 2)):d=1,format=gbrp" -frames:v 1 \
    -vf "geq=r='$ar+($br-$ar)*$s':g='$ag+($bg-$ag)*$s':b='$ab+($bb-$ab)*$s',scale=${W}:${H}:flags=bicubic,gblur=sigma=4" "$4"
}

build() { # spec
  local name a b ang c1 s1 c2 s2 dir ph
  IFS='|' read -r name a b ang c1 s1 c2 s2 dir ph <<<"$1"
  local d="$TMP/$name"
  mkdir -p "$d"
  make_base "$a" "$b" "$ang" "$d/base.png"
  make_blob "$c1" "$s1" 900 "$d/blob1.png"
  make_blob "$c2" "$s2" 640 "$d/blob2.png"

  # Closed paths with period DUR (angular speed w = 2*PI/DUR): seamless loop.
  local w="(2*PI/$DUR)"
  local p1x="W*(0.36+0.11*cos($dir*$w*t+$ph))-w/2"
  local p1y="H*(0.42+0.12*sin($dir*$w*t+$ph))-h/2"
  local p2x="W*(0.68+0.09*cos(-$dir*$w*t+$ph+2.2))-w/2"
  local p2y="H*(0.60+0.13*sin(-$dir*$w*t+$ph+2.2))-h/2"

  # Stills are converted once and repeated with the loop filter (cheap), then
  # composited in yuv444 and only subsampled to yuv420p for the encoders.
  ff -i "$d/base.png" -i "$d/blob1.png" -i "$d/blob2.png" \
     -filter_complex "\
[0:v]format=yuv444p,loop=loop=-1:size=1,setpts=N/$FPS/TB[bg];\
[1:v]format=yuva444p,loop=loop=-1:size=1,setpts=N/$FPS/TB[b1];\
[2:v]format=yuva444p,loop=loop=-1:size=1,setpts=N/$FPS/TB[b2];\
[bg][b1]overlay=x='$p1x':y='$p1y':eval=frame:format=yuv444[m1];\
[m1][b2]overlay=x='$p2x':y='$p2y':eval=frame:format=yuv444,\
fps=$FPS,format=yuv420p,setsar=1,split=3[vmp4][vwebm][vjpg]" \
     -map '[vmp4]' -frames:v "$FRAMES" -an -c:v libx264 -preset medium -crf 24 \
        -maxrate 450k -bufsize 900k -pix_fmt yuv420p -profile:v high -movflags +faststart \
        "$d/$name.mp4" \
     -map '[vwebm]' -frames:v "$FRAMES" -an -c:v libvpx-vp9 -b:v 0 -crf 32 \
        -deadline good -cpu-used 5 -row-mt 1 -pix_fmt yuv420p \
        "$d/$name.webm" \
     -map '[vjpg]' -frames:v 1 -q:v 5 "$d/$name.jpg"

  mv -f "$d/$name.mp4" "$d/$name.webm" "$d/$name.jpg" "$OUT/"
  echo "  $name"
}

echo "Generating media into ${OUT#"$ROOT"/} ..."
for spec in "${SPECS[@]}"; do
  build "$spec"
done

# Size budget check
fail=0
for spec in "${SPECS[@]}"; do
  name="${spec%%|*}"
  for f in "$OUT/$name.mp4" "$OUT/$name.webm" "$OUT/$name.jpg"; do
    [[ -s "$f" ]] || { echo "missing: $f" >&2; fail=1; continue; }
    size=$(stat -c %s "$f")
    limit=$MAX_VIDEO_BYTES
    [[ "$f" == *.jpg ]] && limit=$MAX_POSTER_BYTES
    if ((size > limit)); then
      echo "too large: ${f#"$ROOT"/} ($size bytes > $limit)" >&2
      fail=1
    fi
  done
done
((fail == 0)) || exit 1
echo "Done: $(ls "$OUT" | wc -l) files, all within size budget."
