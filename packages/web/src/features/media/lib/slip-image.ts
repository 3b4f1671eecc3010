// The bet slip drawn as a picture in the browser (nothing leaves the phone to make it): what was bet,
// where, on which round, the stake, odds and outcome, the round's result, and the address where anyone
// can verify that round. Every figure comes from the player's own bet record.

export type SlipLine = { label: string; value: string; isStrong?: boolean };

export type Slip = {
  title: string;
  subtitle: string;
  lines: SlipLine[];
  /** The round's numbers ("3 + 6 + 0 = 9"), once drawn. */
  result: string | null;
  footer: string;
};

const WIDTH = 720;
const PADDING = 48;
const LINE_HEIGHT = 64;

export function slipHeight(slip: Slip): number {
  return 220 + slip.lines.length * LINE_HEIGHT + (slip.result ? 120 : 0) + 140;
}

/** Draws the slip on a 2D context sized WIDTH × slipHeight(slip). */
export function drawSlip(context: CanvasRenderingContext2D, slip: Slip): void {
  const height = slipHeight(slip);
  context.fillStyle = '#0b1f4b';
  context.fillRect(0, 0, WIDTH, height);
  context.fillStyle = '#ffffff';
  roundRect(context, 24, 24, WIDTH - 48, height - 48, 28);
  context.fill();

  const font = (size: number, weight = 400) =>
    `${weight} ${size}px system-ui, -apple-system, "Noto Sans CJK SC", "PingFang SC", sans-serif`;
  let y = 24 + PADDING + 40;
  context.fillStyle = '#0b1f4b';
  context.font = font(40, 700);
  context.fillText(slip.title, PADDING + 24, y);
  y += 48;
  context.fillStyle = '#6b7280';
  context.font = font(26);
  context.fillText(slip.subtitle, PADDING + 24, y);
  y += 48;

  for (const line of slip.lines) {
    y += LINE_HEIGHT;
    context.fillStyle = '#6b7280';
    context.font = font(28);
    context.textAlign = 'left';
    context.fillText(line.label, PADDING + 24, y);
    context.fillStyle = line.isStrong ? '#e5484d' : '#111827';
    context.font = font(30, line.isStrong ? 700 : 500);
    context.textAlign = 'right';
    context.fillText(line.value, WIDTH - PADDING - 24, y);
    context.textAlign = 'left';
  }
  if (slip.result) {
    y += 96;
    context.fillStyle = '#1677ff';
    context.font = font(48, 700);
    context.textAlign = 'center';
    context.fillText(slip.result, WIDTH / 2, y);
    context.textAlign = 'left';
  }
  y += 80;
  context.fillStyle = '#6b7280';
  context.font = font(22);
  wrap(context, slip.footer, PADDING + 24, y, WIDTH - 2 * PADDING - 48, 30);
}

function roundRect(context: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  context.beginPath();
  context.moveTo(x + r, y);
  context.arcTo(x + w, y, x + w, y + h, r);
  context.arcTo(x + w, y + h, x, y + h, r);
  context.arcTo(x, y + h, x, y, r);
  context.arcTo(x, y, x + w, y, r);
  context.closePath();
}

/** Text broken at spaces (or anywhere in an address) to fit the width. */
function wrap(
  context: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  width: number,
  step: number,
) {
  let line = '';
  let lineY = y;
  for (const char of text) {
    if (context.measureText(line + char).width > width) {
      context.fillText(line, x, lineY);
      line = char;
      lineY += step;
    } else line += char;
  }
  if (line) context.fillText(line, x, lineY);
}

export const SLIP_WIDTH = WIDTH;
