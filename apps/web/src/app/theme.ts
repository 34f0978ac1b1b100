import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** The portal's green, lightest to darkest. Shade 8 (#0b6a40) gives white text 6.6:1, above WCAG AA for any size. */
const sanadGreen: MantineColorsTuple = [
  '#e8f5ef',
  '#cfe9dc',
  '#9fd3b9',
  '#6cbc95',
  '#43a877',
  '#2a9b64',
  '#1b8c56',
  '#117a4a',
  '#0b6a40',
  '#005a34',
];

const fontFamily = '"IBM Plex Sans Arabic", system-ui, "Segoe UI", Tahoma, sans-serif';

export const theme = createTheme({
  primaryColor: 'sanad',
  colors: { sanad: sanadGreen },
  // Mantine's default shade (6) fails axe colour contrast for white text on filled buttons and for links.
  primaryShade: { light: 8, dark: 5 },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * Text on the tinted ("light" variant) alerts and badges the identity screens use. Mantine's own (shade 9 of orange,
 * for one) reads at about 3.6:1 on its tint; these dark tones pass WCAG AA on every tint.
 */
const lightVariantText: Record<string, string> = {
  red: '#8f1d1d',
  orange: '#7c2d12',
  yellow: '#6b4a00',
  green: '#1e5e2c',
  blue: '#174e86',
};

/** Mantine's dimmed text and error red (shade 6) read at about 3.3:1 on white; a darker shade passes WCAG AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    ...Object.fromEntries(Object.entries(lightVariantText).map(([color, text]) => [`--mantine-color-${color}-light-color`, text])),
  },
  dark: {},
});
