import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

/** Characters that cannot be confused with each other (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
const alphabet = 'ACDEFGHJKMNPQRTUVWXY3479';
const fontFamily = 'SanadCaptcha';
let fontReady = false;

function ensureFont(): void {
  if (fontReady) return;
  const path = fileURLToPath(import.meta.resolve('@ibm/plex-sans-arabic/fonts/complete/woff/IBMPlexSansArabic-Bold.woff'));
  GlobalFonts.registerFromPath(path, fontFamily);
  fontReady = true;
}

export function randomCaptchaText(length = 5): string {
  return Array.from({ length }, () => alphabet[randomInt(0, alphabet.length)]).join('');
}

const between = (min: number, max: number) => min + Math.random() * (max - min);

/** The captcha's media type: JPEG encodes about ten times faster than PNG here, for a file of the same size. */
export const captchaImageType = 'image/jpeg';

/**
 * Draws a captcha as a JPEG: large, high-contrast characters a person reads at a glance, each shifted and turned a
 * little, over thin crossing lines and speckles that defeat naive OCR. Real protection comes from rate limits and
 * lockout; this only raises the cost of blind scripting. The drawing takes a fraction of a millisecond; the encoding
 * runs on Node's thread pool, off the event loop.
 */
export async function renderCaptchaImage(text: string): Promise<Buffer> {
  ensureFont();
  const width = 200;
  const height = 64;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f3f6f9';
  g.fillRect(0, 0, width, height);

  for (let i = 0; i < 120; i += 1) {
    g.fillStyle = `rgba(40, 60, 90, ${between(0.08, 0.25)})`;
    g.fillRect(between(0, width), between(0, height), 2, 2);
  }
  const step = (width - 24) / text.length;
  [...text].forEach((char, index) => {
    g.save();
    g.translate(14 + index * step + between(0, 6), between(40, 50));
    g.rotate(between(-0.35, 0.35));
    g.font = `${Math.round(between(32, 38))}px ${fontFamily}`;
    g.fillStyle = index % 2 === 0 ? '#12324f' : '#1d4d2f';
    g.fillText(char, 0, 0);
    g.restore();
  });
  for (let i = 0; i < 3; i += 1) {
    g.strokeStyle = `rgba(18, 50, 79, ${between(0.35, 0.55)})`;
    g.lineWidth = between(1.2, 2);
    g.beginPath();
    g.moveTo(0, between(10, height - 10));
    g.bezierCurveTo(width / 3, between(0, height), (2 * width) / 3, between(0, height), width, between(10, height - 10));
    g.stroke();
  }
  return canvas.encode('jpeg', 88);
}
