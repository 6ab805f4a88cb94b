import { inflateSync } from "node:zlib";
import type { Page } from "playwright-core";

// The focus indicator as WCAG 2.2 measures it: the component holding the focus is photographed
// focused and then unfocused, with a few pixels around it where outlines and glows are drawn, and
// the two pictures are compared pixel by pixel. What did not change (a shadow drawn in both states)
// is no indicator. 2.4.13 (Focus Appearance) asks that the pixels changed by at least 3:1 cover the
// area of a 2 CSS px thick perimeter of the unfocused component.

export type FocusAppearance = {
  /** What holds the focus, for a failure message. */
  component: string;
  /** Pixels that look different focused: a contrast of at least 1.2:1 between the two states. */
  changed: number;
  /** Pixels that differ focused from unfocused by at least 3:1. */
  changedByThree: number;
  /** The area of a 1 and of a 2 CSS px thick perimeter of the unfocused component. */
  perimeter: { onePx: number; twoPx: number };
};

/** CSS px around the component photographed with it: an outline's offset and width, a glow. */
const AROUND = 6;
const VISIBLE = 1.2;

type Box = { x: number; y: number; width: number; height: number };
type Image = { width: number; height: number; channels: number; pixels: Buffer };
type Comparison = Pick<FocusAppearance, "changed" | "changedByThree">;

/**
 * Measures the indicator of whatever holds the focus, then gives the focus back to it (a script's
 * focus after keyboard use shows the indicator again, as Tab would have).
 */
export async function focusAppearance(page: Page): Promise<FocusAppearance> {
  const focused = await page.evaluateHandle(() => document.activeElement as HTMLElement);
  try {
    const { box, component } = await focused.evaluate((element) => {
      // The antd box around an input (affix wrapper, select, number; a checkbox or radio with its
      // label) is the component that draws the ring.
      const wrapper = element.closest(
        ".ant-input-affix-wrapper, .ant-select, .ant-input-number, .ant-checkbox-wrapper, .ant-radio-wrapper",
      );
      const rect = (wrapper ?? element).getBoundingClientRect();
      const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30) ?? "";
      return {
        box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
        component: `${element.tagName.toLowerCase()}${name ? ` "${name}"` : ""}`,
      };
    });
    const withFocus = decodePng(await page.screenshot({ animations: "disabled", scale: "css" }));
    await focused.evaluate((element) => element.blur());
    const withoutFocus = decodePng(await page.screenshot({ animations: "disabled", scale: "css" }));
    await focused.evaluate((element) => element.focus());
    return {
      component,
      ...compare(withFocus, withoutFocus, box),
      perimeter: {
        onePx: Math.round(2 * (box.width + box.height) - 4),
        twoPx: Math.round(4 * (box.width + box.height) - 16),
      },
    };
  } finally {
    await focused.dispose();
  }
}

function compare(focused: Image, unfocused: Image, box: Box): Comparison {
  const left = Math.max(0, Math.floor(box.x - AROUND));
  const top = Math.max(0, Math.floor(box.y - AROUND));
  const right = Math.min(focused.width, Math.ceil(box.x + box.width + AROUND));
  const bottom = Math.min(focused.height, Math.ceil(box.y + box.height + AROUND));
  const result: Comparison = { changed: 0, changedByThree: 0 };
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const change = contrast(luminanceAt(focused, x, y), luminanceAt(unfocused, x, y));
      if (change >= VISIBLE) result.changed++;
      if (change >= 3) result.changedByThree++;
    }
  }
  return result;
}

const contrast = (one: number, other: number) => (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);

/** WCAG's relative luminance of a pixel (screenshots are opaque sRGB). */
function luminanceAt(image: Image, x: number, y: number): number {
  const at = (y * image.width + x) * image.channels;
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return (
    0.2126 * linear(image.pixels[at]!) + 0.7152 * linear(image.pixels[at + 1]!) + 0.0722 * linear(image.pixels[at + 2]!)
  );
}

/** Chromium's screenshots: 8-bit RGB or RGBA, not interlaced. */
function decodePng(png: Buffer): Image {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [bitDepth, colorType, , , interlace] = png.subarray(24, 29);
  if (bitDepth !== 8 || (colorType !== 2 && colorType !== 6) || interlace !== 0)
    throw new Error(
      `a PNG this reader does not take: depth ${bitDepth}, color type ${colorType}, interlace ${interlace}`,
    );
  const channels = colorType === 6 ? 4 : 3;
  const data: Buffer[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    if (png.toString("latin1", offset + 4, offset + 8) === "IDAT")
      data.push(png.subarray(offset + 8, offset + 8 + length));
    offset += length + 12;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      pixels[y * stride + x] = (line[x]! + predict(filter, left, up, upLeft)) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

function predict(filter: number, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const estimate = left + up - upLeft;
      const [toLeft, toUp, toUpLeft] = [
        Math.abs(estimate - left),
        Math.abs(estimate - up),
        Math.abs(estimate - upLeft),
      ];
      return toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
    }
    default:
      throw new Error(`PNG filter ${filter}`);
  }
}
