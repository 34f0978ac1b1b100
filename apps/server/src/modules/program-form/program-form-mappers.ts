import { programFormFieldTypes, type LookupItem, type ProgramFormField, type ProgramFormFieldType } from '@sanad/contract';
import type { ProgramFormFieldRow } from './program-form.repository.ts';

function isFieldType(type: string): type is ProgramFormFieldType {
  return (programFormFieldTypes as readonly string[]).includes(type);
}

/** A field row as the contract shows it; `options` are the items of its lookup group (select fields only). */
export function toProgramFormField(row: ProgramFormFieldRow, options: readonly LookupItem[]): ProgramFormField {
  // A type outside the contract's list is a broken definition (the seed or an operator's edit): fail loudly, not guess.
  if (!isFieldType(row.type)) throw new Error(`program form field ${row.programId}/${row.name} has the unknown type ${row.type}`);
  return {
    name: row.name,
    type: row.type,
    labelAr: row.labelAr,
    labelEn: row.labelEn,
    value: row.defaultValue,
    required: row.required,
    validationList: row.validationList.map(({ validationId, value }) => ({ validationId, value })),
    options: row.type === 'select' ? options.map(({ code, nameAr, nameEn }) => ({ code, nameAr, nameEn })) : [],
    order: row.sortOrder,
  };
}

/** A program id from the path: a positive whole number, else null (answered 404 like an unknown program). */
export function parseProgramId(text: string): number | null {
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}
