import type { ApplicationDetails, ApplicationSummary, Dependent, House, ProgramFormField, SelectionDependent } from '@sanad/contract';
import type { RecordedCall } from '../../../test/fake-api.ts';
import { testDependent, testHouse } from '../../../test/household-fixtures.ts';

/** Fixtures of the flow's and the application page's tests, shaped as the contract answers. */

export const lookups = {
  documentType: [
    { code: 'ID_COPY', nameAr: 'صورة الهوية', nameEn: 'ID copy', parentCode: null },
    { code: 'LEASE', nameAr: 'عقد الإيجار', nameEn: 'Lease contract', parentCode: null },
  ],
  applicationStatus: [
    { code: 'DRAFT', nameAr: 'مسودة', nameEn: 'Draft', parentCode: null },
    { code: 'SUBMITTED', nameAr: 'مقدَّم', nameEn: 'Submitted', parentCode: null },
    { code: 'UNDER_STUDY', nameAr: 'قيد الدراسة', nameEn: 'Under study', parentCode: null },
  ],
  relationship: [
    { code: 'WIFE', nameAr: 'زوجة', nameEn: 'Wife', parentCode: null },
    { code: 'SON', nameAr: 'ابن', nameEn: 'Son', parentCode: null },
  ],
};

export function summary(overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
    id: 'app-1',
    number: 'SSP-2026-0000042',
    programId: 3001,
    programCode: 'SSP',
    programNameAr: 'الضمان الاجتماعي',
    programNameEn: 'Social security',
    status: 'DRAFT',
    createdAt: '2026-01-05T08:00:00.000Z',
    submittedAt: null,
    statusChangedAt: '2026-01-05T08:00:00.000Z',
    housesCount: 1,
    dependentsCount: 1,
    documentsCount: 0,
    hasPendingDocuments: false,
    allowedActions: ['EDIT_DRAFT', 'SUBMIT'],
    ...overrides,
  };
}

export function details(
  overrides: Partial<ApplicationSummary> = {},
  rest: Partial<Omit<ApplicationDetails, 'summary'>> = {},
): ApplicationDetails {
  return {
    summary: summary(overrides),
    formAnswers: { monthlyIncome: '1200', employment: 'UNEMPLOYED' },
    statusReason: null,
    banEndsAt: null,
    withdrawBanDays: 90,
    pendingDocumentRequest: null,
    events: [{ type: 'CREATED', fromStatus: null, toStatus: 'DRAFT', note: null, at: '2026-01-05T08:00:00.000Z' }],
    ...rest,
  };
}

export const formFields: ProgramFormField[] = [
  {
    name: 'employment',
    type: 'select',
    labelAr: 'الحالة الوظيفية',
    labelEn: 'Employment',
    value: '',
    required: true,
    validationList: [],
    options: [
      { code: 'EMPLOYED', nameAr: 'موظف', nameEn: 'Employed' },
      { code: 'UNEMPLOYED', nameAr: 'غير موظف', nameEn: 'Unemployed' },
    ],
    order: 2,
  },
  {
    name: 'monthlyIncome',
    type: 'number',
    labelAr: 'الدخل الشهري',
    labelEn: 'Monthly income',
    value: '',
    required: false,
    validationList: [
      { validationId: 1001, value: '' },
      { validationId: 1006, value: '50000' },
    ],
    options: [],
    order: 1,
  },
];

export const house: House = testHouse();

const baseDependent: Dependent = testDependent();

export function selectionDependent(overrides: Partial<SelectionDependent> = {}): SelectionDependent {
  return { ...baseDependent, selected: false, selectable: true, reason: null, ...overrides };
}

export const son = selectionDependent({
  id: 'd-2',
  nameAr: 'فيصل',
  nameEn: 'Faisal',
  gender: 'M',
  age: 20,
  relationship: 'SON',
  hasAccount: true,
  relationStatus: 'PENDING',
  selectable: false,
  reason: 'RELATION_NOT_CONFIRMED',
});

/** The headers a recorded call was sent with. */
export function headersOf(fetchMock: { mock: { calls: unknown[][] } }, call: RecordedCall): Headers {
  const match = fetchMock.mock.calls.find(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname === call.path && ((init as RequestInit | undefined)?.method ?? 'GET') === call.method;
  });
  return new Headers((match?.[1] as RequestInit | undefined)?.headers);
}
