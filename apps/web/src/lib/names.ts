/** A name kept in both languages, in the UI language; the other language's when it is missing, '' when both are. */
export function nameIn(named: { nameAr: string | null; nameEn: string | null }, language: string): string {
  return (language === 'ar' ? named.nameAr || named.nameEn : named.nameEn || named.nameAr) || '';
}
