/**
 * ASCII digits as an Arabic or Persian keyboard types them, for tests of the fields that must take them (the contract
 * turns them back into ASCII digits with `latinDigits`).
 */
export const arabicIndicDigits = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
export const persianDigits = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));
