/** One lookup row as written in the reference files: code, Arabic name, English name, optional parent code. */
export type LookupRow = readonly [code: string, nameAr: string, nameEn: string, parentCode?: string];
