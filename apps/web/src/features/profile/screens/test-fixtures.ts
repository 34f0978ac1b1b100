import type { DependentWithProfile, IbanInfo, PersonalInfo, ProfileSts, ProfileSummary } from '@sanad/contract';
import { profileStatus, sessionStorageKeys } from '@sanad/contract/client';
import type { RouteObject } from 'react-router';
import { createElement } from 'react';
import { paths } from '../../../app/paths.ts';
import { testSession } from '../../../test/session.ts';
import { UnifiedProfileScreen } from './unified-profile.screen.tsx';

/** The routes a profile test renders: the screen, and what its links lead to. */
export const profileRoutes: RouteObject[] = [
  { path: paths.unifiedProfile, element: createElement(UnifiedProfileScreen) },
  { path: paths.houses, element: createElement('p', null, 'houses screen') },
  { path: paths.home, element: createElement('p', null, 'home screen') },
];

export const base = '/api/unified-profile';

/** An applicant's status with the given tabs complete (3 of 8 by default). */
export function profileSts(overrides: Partial<ProfileSts> = {}): ProfileSts {
  return {
    profileId: 'prof-1',
    addressTabCompleted: true,
    dependentsTabCompleted: false,
    educationTabCompleted: false,
    incomeTabCompleted: false,
    laborTabCompleted: false,
    licenseTabCompleted: true,
    personalTabCompleted: true,
    propertiesTabCompleted: false,
    profileStatus: profileStatus.INCOMPLETED,
    completedAt: null,
    ...overrides,
  };
}

export const completeSts = profileSts({
  dependentsTabCompleted: true,
  educationTabCompleted: true,
  incomeTabCompleted: true,
  laborTabCompleted: true,
  propertiesTabCompleted: true,
});

export function personalInfo(overrides: Partial<PersonalInfo> = {}): PersonalInfo {
  return {
    nameAr: 'سارة العتيبي',
    nameEn: 'Sara Alotaibi',
    maskedNin: '******0006',
    gender: 'F',
    birthDate: '1985-04-12',
    nationality: 'SA',
    maskedMobile: '05******01',
    email: null,
    socialStatus: 'MARRIED',
    hasDisability: false,
    disabilities: [],
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const noIban: IbanInfo = { current: null, pending: null };

export function dependent(overrides: Partial<DependentWithProfile> = {}): DependentWithProfile {
  return {
    id: 'dep-1',
    nameAr: 'نورة العتيبي',
    nameEn: 'Noura Alotaibi',
    relationship: 'DAUGHTER',
    houseId: 'house-1',
    adult: false,
    relationStatus: 'NOT_REQUIRED',
    profileOpen: true,
    profile: {
      dependentId: 'dep-1',
      educationTabCompleted: true,
      incomeTabCompleted: false,
      licenseTabCompleted: false,
      personalTabCompleted: true,
      propertiesTabCompleted: false,
      profileStatus: profileStatus.INCOMPLETED,
    },
    ...overrides,
  };
}

export function summary(overrides: Partial<ProfileSummary> = {}): ProfileSummary {
  return {
    status: profileSts(),
    missingTabs: ['dependents', 'education', 'income', 'labor', 'properties'],
    housesCount: 1,
    dependentsCount: 2,
    totalMonthlyIncome: 450_000,
    totalPropertyValue: 0,
    hasVerifiedIban: true,
    declarationAcceptedAt: null,
    ...overrides,
  };
}

const item = (code: string, nameEn: string, nameAr: string) => ({ code, nameEn, nameAr, parentCode: null });

/** The lookup lists the tabs offer, as start-up caches them. */
export function cacheLookups(): void {
  sessionStorage.setItem(
    sessionStorageKeys.lookups,
    JSON.stringify({
      socialStatus: [item('SINGLE', 'Single', 'أعزب'), item('MARRIED', 'Married', 'متزوج')],
      disability: [item('VISUAL', 'Visual impairment', 'إعاقة بصرية'), item('HEARING', 'Hearing impairment', 'إعاقة سمعية')],
      educationLevel: [
        item('SECONDARY', 'Secondary', 'ثانوي'),
        item('DIPLOMA', 'Diploma', 'دبلوم'),
        item('BACHELOR', "Bachelor's degree", 'بكالوريوس'),
      ],
      majors: [item('ACCOUNTING', 'Accounting', 'المحاسبة'), item('NURSING', 'Nursing', 'التمريض')],
      incomeSource: [
        item('SALARY', 'Salary', 'راتب'),
        item('PENSION', 'Pension', 'معاش تقاعدي'),
        item('RENT', 'Rental income', 'دخل إيجار'),
      ],
      propertyType: [item('LAND', 'Land', 'أرض'), item('VEHICLE', 'Vehicle', 'مركبة')],
      licenseType: [item('DRIVING_PRIVATE', 'Private driving license', 'رخصة قيادة خاصة')],
      laborStatus: [
        item('PRIVATE_EMPLOYEE', 'Private-sector employee', 'موظف في القطاع الخاص'),
        item('JOB_SEEKER', 'Job seeker', 'باحث عن عمل'),
      ],
      relationship: [item('DAUGHTER', 'Daughter', 'ابنة'), item('SON', 'Son', 'ابن')],
      bankName: [item('80', 'Al Rajhi Bank', 'مصرف الراجحي')],
      gender: [item('F', 'Female', 'أنثى')],
      nationality: [item('SA', 'Saudi', 'سعودي')],
    }),
  );
}

/** Signs the test in: an applicant by default. */
export function signIn(session = testSession()): void {
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(session));
}
