// The app's icon as SVG, the one source the build renders every PNG from (pwa/app-files.ts): the splash's
// mark, "28" in the brand's light blue on its navy (styles/global.css), the digits drawn as strokes so no
// font is needed to render them.

/**
 * How the mark sits: `rounded`, a rounded square on nothing (a launcher's "any" icon); `full`, the navy to
 * every edge with the digits inside the central circle a launcher's mask keeps (maskable, iOS); `badge`,
 * the digits alone in white (a notification's status-bar icon).
 */
export type IconLook = 'rounded' | 'full' | 'badge';

const NAVY = '#0b1f4b';
const NAVY_2 = '#15367d';
const BLUE_LIGHT = '#4d9bff';

/**
 * "2" and "8" in a 512 box, centred on (256, 256) and inside a circle of radius 190: within the 40 % radius
 * (204.8) of the maskable safe zone.
 */
const DIGITS =
  'M118 212C118 186 140 170 172 170C204 170 226 188 226 216C226 244 204 262 176 284L118 336L230 336' +
  'M300 212a40 40 0 1 0 80 0a40 40 0 1 0 -80 0ZM292 292a48 48 0 1 0 96 0a48 48 0 1 0 -96 0Z';

export function appIconSvg(look: IconLook): string {
  const background =
    look === 'badge'
      ? ''
      : `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${NAVY}"/>` +
        `<stop offset="1" stop-color="${NAVY_2}"/></linearGradient></defs>` +
        `<rect width="512" height="512" rx="${look === 'rounded' ? 112 : 0}" fill="url(#g)"/>`;
  const colour = look === 'badge' ? '#fff' : BLUE_LIGHT;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">' +
    background +
    `<path d="${DIGITS}" fill="none" stroke="${colour}" stroke-width="40" stroke-linecap="round" stroke-linejoin="round"/>` +
    '</svg>'
  );
}
