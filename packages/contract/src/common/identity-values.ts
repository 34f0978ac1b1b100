/**
 * Saudi national id (NIN): 10 digits, 1… citizen or 2… resident, last digit a Luhn check digit
 * (digits at even positions doubled, digit sums added, total a multiple of 10).
 */
export function isValidNin(value: string): boolean {
  if (!/^[12]\d{9}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = Number(value[index]);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    } else {
      sum += digit;
    }
  }
  return sum % 10 === 0;
}

/** Masks a national ID for display: its last four digits only (1010000006 -> ******0006). */
export function maskNin(nin: string): string {
  return `******${nin.slice(-4)}`;
}

/** Masks a mobile for display: 05XXXXXX12 -> 05******12. */
export function maskMobile(mobile: string): string {
  return mobile.length < 4 ? mobile : `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}
