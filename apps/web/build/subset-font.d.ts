/** subset-font 2 ships no types: the one call this project makes (HarfBuzz's subsetter, compiled to WebAssembly). */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype' },
  ): Promise<Uint8Array>;
}
