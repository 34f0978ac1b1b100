import { bankCodes, between, cityCodes, districts, ibanOf, literal, mobileOf, nameOf, ninOf, pick, streets } from './scale-sql.ts';

/**
 * The national data set's households, written by set-based SQL (INSERT … SELECT over generate_series), a range of
 * households at a time: never a row built in JavaScript. Two staging tables (unlogged, dropped at the end) draw every
 * household's and every member's traits once; each table of the portal is then filled from them, so the rows agree
 * with each other (a dependent lives in a house of their household, an application selects them, the profile's tabs
 * are the ones completion reads).
 *
 * The proportions (docs: bench/README.md "cycle"): about 4 people a household (the head; a wife for most married men,
 * two for a few, who then keep a second house; 0–5 children of spread ages; a parent or a sibling in one household in
 * ten), 93 % of profiles complete, incomes by source with spreads that leave roughly a quarter of households above
 * their standard, a few with assets above the limit, 94 % verified IBANs (a few the bank refuses), one SSP application
 * a household (most submitted long ago; 5 % drafts submitted this month, 2 % withdrawn, 1 % canceled), 3 % with an
 * over-payment to recover.
 */

/** The days the data set is drawn around. */
export interface ScaleCalendar {
  /** Today in Riyadh (YYYY-MM-DD): ages and dates are counted back from it. */
  today: string;
  /** The first day of the latest history month: recoveries are created just before its run. */
  latestFirstDay: string;
  /** The first day of the oldest history month: applications evaluated in every month were submitted before it. */
  oldestFirstDay: string;
}

/** Households' and members' traits, drawn once (unlogged tables the seed drops at its end). */
export const createStaging = [
  `drop table if exists scale_member`,
  `drop table if exists scale_household`,
  `create unlogged table scale_household (
    h int primary key,
    head_person_id uuid not null,
    account_id uuid not null,
    application_id uuid not null,
    house1_id uuid not null,
    house2_id uuid,
    gender char(1) not null,
    age int not null,
    birth_date date not null,
    social_status text not null,
    spouses int not null,
    children int not null,
    extra text,
    ownership text not null,
    rent bigint,
    city text not null,
    profile_state text not null,
    iban_state text not null,
    bank text not null,
    app_state text not null,
    submitted_at timestamptz not null,
    head_source text,
    head_income bigint,
    second_source text,
    second_income bigint,
    dwelling bigint,
    vehicle bigint,
    land bigint,
    shares bigint,
    estate bigint,
    recovery bigint,
    head_died date,
    education text not null,
    labor text not null
  )`,
  `create unlogged table scale_member (
    h int not null,
    k int not null,
    person_id uuid not null,
    dependent_id uuid not null,
    account_id uuid,
    kind text not null,
    relationship text not null,
    gender char(1) not null,
    age int not null,
    birth_date date not null,
    house_no int not null,
    custody text,
    relation_status text,
    selected boolean not null,
    died_on date,
    income_source text,
    income bigint,
    social_status text not null,
    education text not null,
    primary key (h, k)
  )`,
];

/** Draws the households `low`..`high` (the staging row of each). */
function households(low: number, high: number, calendar: ScaleCalendar): string {
  const r = (n: number) => `s.r${n}`;
  return `insert into scale_household
  select s.h, gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), gen_random_uuid(),
    case when b.spouses = 2 then gen_random_uuid() end,
    a.gender, a.age,
    (date ${literal(calendar.today)} - make_interval(years => a.age))::date - floor(${r(3)} * 364)::int,
    a.social, b.spouses, b.children,
    case when ${r(7)} < 0.07 then 'MOTHER' when ${r(7)} < 0.09 then 'FATHER' when ${r(7)} < 0.10 then 'BROTHER'
      when ${r(7)} < 0.11 then 'SISTER' end,
    c.ownership,
    case when c.ownership = 'RENTED' then ${between(12_000, 45_000, r(9))}::bigint * 100 end,
    ${pick(cityCodes, r(10))},
    case when ${r(11)} < 0.93 then 'COMPLETE' when ${r(11)} < 0.96 then 'NOT_COMPLETED' when ${r(11)} < 0.98 then 'HEAD_TAB'
      else 'DEPENDENT_TAB' end,
    case when ${r(12)} < 0.937 then 'VERIFIED' when ${r(12)} < 0.94 then 'FAILING' when ${r(12)} < 0.97 then 'PENDING'
      else 'NONE' end,
    ${pick(bankCodes, r(13))},
    d.app_state,
    case when d.app_state in ('NEW', 'STUDY') then timestamptz ${literal(`${calendar.today}T09:00:00+03:00`)} - make_interval(days => 1 + floor(${r(14)} * 20)::int)
      else timestamptz ${literal(`${calendar.oldestFirstDay}T09:00:00+03:00`)} - make_interval(days => 5 + floor(power(${r(14)}, 1.5) * 1000)::int) end,
    e.head_source,
    case e.head_source
      when 'SALARY' then ${between(1_000, 6_000, r(16), 2.5)}::bigint * 100
      when 'PENSION' then ${between(800, 4_000, r(16), 2)}::bigint * 100
      when 'SOCIAL_INSURANCE' then ${between(500, 2_500, r(16), 1.5)}::bigint * 100
      when 'COMMERCIAL' then ${between(500, 4_000, r(16), 2.5)}::bigint * 100
      when 'OTHER' then ${between(300, 2_000, r(16), 1.5)}::bigint * 100 end,
    case when ${r(17)} < 0.05 then 'RENT' when ${r(17)} < 0.09 then 'OTHER' end,
    case when ${r(17)} < 0.05 then ${between(800, 4_000, r(18))}::bigint * 100 when ${r(17)} < 0.09 then ${between(200, 1_500, r(18))}::bigint * 100 end,
    case when c.ownership = 'OWNED' then ${between(300_000, 1_500_000, r(19))}::bigint * 100 end,
    case when ${r(20)} < 0.25 then ${between(20_000, 120_000, r(21), 2)}::bigint * 100 end,
    case when ${r(22)} < 0.02 then ${between(100_000, 2_000_000, r(28), 2)}::bigint * 100 end,
    case when ${r(22)} > 0.99 then ${between(20_000, 600_000, r(29), 2)}::bigint * 100 end,
    case when c.ownership = 'OWNED' and ${r(23)} < 0.02 then ${between(400_000, 1_500_000, r(30))}::bigint * 100 end,
    case when d.app_state = 'ACTIVE' and ${r(24)} < 0.03 then ${between(200, 3_000, r(31))}::bigint * 100 end,
    case when d.app_state = 'ACTIVE' and a.age > 55 and ${r(25)} < 0.004 then date ${literal(calendar.latestFirstDay)} + floor(${r(32)} * 25)::int end,
    case when ${r(26)} < 0.15 then 'ILLITERATE' when ${r(26)} < 0.35 then 'PRIMARY' when ${r(26)} < 0.6 then 'INTERMEDIATE'
      when ${r(26)} < 0.85 then 'SECONDARY' when ${r(26)} < 0.93 then 'DIPLOMA' else 'BACHELOR' end,
    case e.head_source when 'SALARY' then 'PRIVATE_EMPLOYEE' when 'PENSION' then 'RETIRED' when 'COMMERCIAL' then 'SELF_EMPLOYED'
      when 'SOCIAL_INSURANCE' then 'UNABLE_TO_WORK' else case when a.gender = 'F' then 'HOMEMAKER' else 'JOB_SEEKER' end end
  from (select h, ${Array.from({ length: 32 }, (_, index) => `random() as r${index + 1}`).join(', ')}
        from generate_series(${low}, ${high}) as h) as s
  cross join lateral (select
      case when ${r(1)} < 0.85 then 'M' else 'F' end as gender,
      25 + floor(power(${r(2)}, 1.3) * 50)::int as age,
      case when ${r(1)} < 0.85 then
        case when ${r(4)} < 0.86 then 'MARRIED' when ${r(4)} < 0.91 then 'DIVORCED' when ${r(4)} < 0.94 then 'WIDOWED'
          when ${r(4)} < 0.96 then 'SEPARATED' else 'SINGLE' end
      else
        case when ${r(4)} < 0.5 then 'WIDOWED' when ${r(4)} < 0.82 then 'DIVORCED' when ${r(4)} < 0.92 then 'ABANDONED'
          when ${r(4)} < 0.96 then 'SEPARATED' else 'SINGLE' end
      end as social) as a
  cross join lateral (select
      case when a.social = 'MARRIED' then case when ${r(5)} < 0.03 then 2 else 1 end else 0 end as spouses,
      case when a.social = 'SINGLE' then 0
        when ${r(6)} < 0.12 then 0 when ${r(6)} < 0.32 then 1 when ${r(6)} < 0.60 then 2 when ${r(6)} < 0.82 then 3
        when ${r(6)} < 0.94 then 4 else 5 end as children) as b
  cross join lateral (select
      case when ${r(8)} < 0.55 then 'RENTED' when ${r(8)} < 0.83 then 'OWNED' when ${r(8)} < 0.95 then 'PROVIDED' else 'OTHER' end
        as ownership) as c
  cross join lateral (select
      case when ${r(15)} < 0.91 then 'ACTIVE' when ${r(15)} < 0.96 then 'NEW' when ${r(15)} < 0.97 then 'STUDY'
        when ${r(15)} < 0.99 then 'WITHDRAWN' else 'CANCELED' end as app_state) as d
  cross join lateral (select
      case when ${r(27)} < 0.30 then null
        when ${r(27)} < 0.62 then case when a.age >= 60 then 'PENSION' else 'SALARY' end
        when ${r(27)} < 0.76 then 'PENSION'
        when ${r(27)} < 0.88 then 'SOCIAL_INSURANCE'
        when ${r(27)} < 0.93 then 'COMMERCIAL'
        else 'OTHER' end as head_source) as e`;
}

/** Draws the members of households `low`..`high` from their household's traits. */
function members(low: number, high: number, calendar: ScaleCalendar): string {
  return `insert into scale_member
  select m.h, m.k, gen_random_uuid(), gen_random_uuid(),
    case when x.has_account then gen_random_uuid() end,
    x.kind, y.relationship, y.gender, y.age,
    (date ${literal(calendar.today)} - make_interval(years => y.age))::date - floor(m.r3 * 364)::int,
    case when x.kind = 'SPOUSE' then m.k when x.kind = 'CHILD' and m.spouses = 2 then 1 + m.k % 2 else 1 end,
    z.custody,
    case when x.has_account then case when m.r6 < 0.92 then 'CONFIRMED' when m.r6 < 0.98 then 'PENDING' else 'REJECTED' end end,
    coalesce(z.custody, '') <> 'OTHER_PARENT' and not (x.has_account and m.r6 >= 0.98),
    case when x.kind = 'EXTRA' and y.age > 70 and m.r7 < 0.03 then date ${literal(calendar.latestFirstDay)} + floor(m.r3 * 25)::int end,
    w.source,
    case w.source when 'SALARY' then ${between(2_000, 6_000, 'm.r9', 2)}::bigint * 100 when 'PENSION' then ${between(1_000, 3_000, 'm.r9')}::bigint * 100 end,
    case when x.kind = 'SPOUSE' then 'MARRIED' when x.kind = 'EXTRA' and y.age > 60 then 'WIDOWED'
      when y.age >= 25 and m.r7 < 0.5 then 'MARRIED' else 'SINGLE' end,
    case when y.age < 6 then 'ILLITERATE' when y.age < 12 then 'PRIMARY' when y.age < 15 then 'INTERMEDIATE' when y.age < 19 then 'SECONDARY'
      when m.r8 < 0.5 then 'SECONDARY' when m.r8 < 0.8 then 'DIPLOMA' else 'BACHELOR' end
  from (select hh.*, g.k, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6,
          random() as r7, random() as r8, random() as r9, random() as r10
        from scale_household as hh
        cross join lateral generate_series(1, hh.spouses + hh.children + case when hh.extra is null then 0 else 1 end) as g(k)
        where hh.h between ${low} and ${high}) as m
  cross join lateral (select
      case when m.k <= m.spouses then 'SPOUSE' when m.k <= m.spouses + m.children then 'CHILD' else 'EXTRA' end as kind) as k0
  cross join lateral (select
      case when k0.kind = 'SPOUSE' then 'WIFE' when k0.kind = 'CHILD' then case when m.r1 < 0.5 then 'SON' else 'DAUGHTER' end
        else m.extra end as relationship) as y0
  cross join lateral (select y0.relationship,
      case when y0.relationship in ('WIFE', 'DAUGHTER', 'MOTHER', 'SISTER') then 'F' else 'M' end as gender,
      case when k0.kind = 'SPOUSE' then greatest(19, m.age - floor(m.r2 * 9)::int)
        when k0.kind = 'CHILD' then floor(m.r2 * least(m.age - 19, 28))::int
        when y0.relationship in ('MOTHER', 'FATHER') then m.age + 20 + floor(m.r2 * 12)::int
        else greatest(18, m.age - 8 + floor(m.r2 * 16)::int) end as age) as y
  cross join lateral (select k0.kind, y.age >= 18 and m.r5 < 0.25 as has_account) as x
  cross join lateral (select
      case when k0.kind = 'CHILD' and y.age < 18 and m.social_status in ('DIVORCED', 'SEPARATED') then
        case when m.r4 < 0.85 then 'APPLICANT' when m.r4 < 0.95 then 'OTHER_PARENT' else 'SHARED' end end as custody) as z
  cross join lateral (select
      case when k0.kind = 'SPOUSE' and m.r10 < 0.10 then 'SALARY'
        when k0.kind = 'CHILD' and y.age >= 18 and m.r10 < 0.15 then 'SALARY'
        when y.relationship in ('MOTHER', 'FATHER') and m.r10 < 0.4 then 'PENSION'
        when y.relationship in ('BROTHER', 'SISTER') and m.r10 < 0.4 then 'SALARY' end as source) as w`;
}

const riyadh = (day: string, time = '09:00') => `timestamptz ${literal(`${day}T${time}:00+03:00`)}`;

/**
 * The portal's rows of households `low`..`high`, each table one statement, in an order that satisfies the foreign keys
 * (they are checked unless the seed runs as a superuser with triggers set aside; see seed-scale.ts).
 */
export function householdStatements(low: number, high: number, calendar: ScaleCalendar, passwordHash: string): string[] {
  const inRange = (alias: string) => `${alias}.h between ${low} and ${high}`;
  const created = `${riyadh(calendar.today)} - interval '400 days'`;
  const headSerial = (alias: string) => `(10000000 + ${alias}.h)`;
  const memberSerial = (alias: string) => `(20000000 + ${alias}.h * 16 + ${alias}.k)`;
  const nameAr = (gender: string, first: string, family: string) => nameOf(0, gender, first, family);
  const nameEn = (gender: string, first: string, family: string) => nameOf(1, gender, first, family);
  const address = (alias: string) =>
    `left(${alias}.city, 2), ${alias}.city, ${pick(districts, `(${alias}.h % 97) / 97.0`)}, ${pick(streets, `(${alias}.h % 31) / 31.0`)},
     lpad((1000 + ${alias}.h % 9000)::text, 4, '0'), lpad((11000 + ${alias}.h % 89000)::text, 5, '0'), lpad((2000 + ${alias}.h % 7999)::text, 4, '0')`;
  const addressColumns = 'region_code, city_code, district, street, building_number, postal_code, additional_number';

  return [
    households(low, high, calendar),
    members(low, high, calendar),

    // People: the heads, then their household members.
    `insert into person (id, nin, name_ar, name_en, gender, birth_date, died_on, created_at)
     select hh.head_person_id, ${ninOf(headSerial('hh'))}, ${nameAr('hh.gender', 'hh.h', 'hh.h / 7')}, ${nameEn('hh.gender', 'hh.h', 'hh.h / 7')},
       hh.gender, hh.birth_date, hh.head_died, ${created}
     from scale_household as hh where ${inRange('hh')}`,
    `insert into person (id, nin, name_ar, name_en, gender, birth_date, died_on, created_at)
     select m.person_id, ${ninOf(memberSerial('m'))}, ${nameAr('m.gender', 'm.h + m.k * 5', 'm.h / 7')}, ${nameEn('m.gender', 'm.h + m.k * 5', 'm.h / 7')},
       m.gender, m.birth_date, m.died_on, ${created}
     from scale_member as m where ${inRange('m')}`,

    // Accounts: every head signs in (one shared password, see seed-scale.ts); adult members with an account of their own.
    `insert into account (id, person_id, username, password_hash, role, status, mobile, mobile_verification_status, created_at, updated_at)
     select hh.account_id, hh.head_person_id, ${ninOf(headSerial('hh'))}, ${literal(passwordHash)}, 'APPLICANT', 'ACTIVE',
       ${mobileOf(headSerial('hh'))}, 31001, ${created}, ${created}
     from scale_household as hh where ${inRange('hh')}`,
    `insert into account (id, person_id, username, password_hash, role, status, mobile, mobile_verification_status, created_at, updated_at)
     select m.account_id, m.person_id, ${ninOf(memberSerial('m'))}, ${literal(passwordHash)}, 'DEPENDENT', 'ACTIVE',
       ${mobileOf(memberSerial('m'))}, 31001, ${created}, ${created}
     from scale_member as m where ${inRange('m')} and m.account_id is not null`,

    // Houses: one a household, a second for the second wife's family.
    `insert into house (id, applicant_account_id, label, ${addressColumns}, ownership, yearly_rent, created_at, updated_at)
     select hh.house1_id, hh.account_id, null, ${address('hh')}, hh.ownership, hh.rent, ${created}, ${created}
     from scale_household as hh where ${inRange('hh')}`,
    `insert into house (id, applicant_account_id, label, ${addressColumns}, ownership, yearly_rent, created_at, updated_at)
     select hh.house2_id, hh.account_id, 'بيت الأسرة الثاني', ${address('hh')}, 'RENTED', ${between(12_000, 30_000, '(hh.h % 101) / 101.0')}::bigint * 100,
       ${created} + interval '1 minute', ${created} + interval '1 minute'
     from scale_household as hh where ${inRange('hh')} and hh.house2_id is not null`,

    `insert into dependent (id, applicant_account_id, person_id, relationship, house_id, custody, status, created_at, updated_at)
     select m.dependent_id, hh.account_id, m.person_id, m.relationship, case when m.house_no = 2 then hh.house2_id else hh.house1_id end,
       m.custody, 'ACTIVE', ${created} + make_interval(secs => m.k), ${created} + make_interval(secs => m.k)
     from scale_member as m join scale_household as hh on hh.h = m.h where ${inRange('m')}`,
    `insert into relation_confirmation (applicant_account_id, dependent_person_id, relationship, dependent_id, status, decided_at, created_at)
     select hh.account_id, m.person_id, m.relationship, m.dependent_id, m.relation_status,
       case when m.relation_status <> 'PENDING' then ${created} + interval '2 days' end, ${created} + interval '1 day'
     from scale_member as m join scale_household as hh on hh.h = m.h where ${inRange('m')} and m.relation_status is not null`,

    // The unified profile: the heads' eight tabs (one left open for a few), the members' five.
    `insert into profile (person_id, dependents_confirmed_at, income_declared_at, has_properties, declaration_accepted_at, completed_at, created_at, updated_at)
     select hh.head_person_id, ${created} + interval '3 days', ${created} + interval '3 days',
       coalesce(hh.dwelling, hh.vehicle, hh.land, hh.shares, hh.estate) is not null,
       case when hh.profile_state = 'COMPLETE' then ${created} + interval '3 days' end,
       case when hh.profile_state = 'COMPLETE' then ${created} + interval '3 days' end, ${created}, ${created}
     from scale_household as hh where ${inRange('hh')}`,
    `insert into profile (person_id, income_declared_at, has_properties, created_at, updated_at)
     select m.person_id, ${created} + interval '2 days', false, ${created}, ${created}
     from scale_member as m where ${inRange('m')}`,
    `insert into profile_personal (person_id, social_status, has_disability, disabilities, updated_at)
     select hh.head_person_id, hh.social_status, false, '[]'::jsonb, ${created} from scale_household as hh where ${inRange('hh')}
     union all
     select m.person_id, m.social_status, m.h % 53 = 0, '[]'::jsonb, ${created} from scale_member as m where ${inRange('m')}`,
    `insert into profile_address (person_id, ${addressColumns}, updated_at)
     select hh.head_person_id, ${address('hh')}, ${created} from scale_household as hh where ${inRange('hh')}`,
    `insert into profile_education (person_id, education_level, currently_studying, updated_at)
     select hh.head_person_id, hh.education, false, ${created} from scale_household as hh where ${inRange('hh')}
     union all
     select m.person_id, m.education, m.age between 6 and 22, ${created} from scale_member as m
       join scale_household as hh on hh.h = m.h
     where ${inRange('m')} and not (hh.profile_state = 'DEPENDENT_TAB' and m.k = 1)`,
    `insert into profile_labor (person_id, labor_status, employer_name, updated_at)
     select hh.head_person_id, hh.labor, case when hh.labor = 'PRIVATE_EMPLOYEE' then 'شركة الرياض التجارية' end, ${created}
     from scale_household as hh where ${inRange('hh')}`,
    `insert into profile_license (person_id, has_licenses, licenses, updated_at)
     select hh.head_person_id, false, '[]'::jsonb, ${created} from scale_household as hh where ${inRange('hh')} and hh.profile_state <> 'HEAD_TAB'
     union all
     select m.person_id, false, '[]'::jsonb, ${created} from scale_member as m where ${inRange('m')}`,

    // Incomes by source (halalas a month) and properties.
    `insert into income_source (person_id, source, monthly_amount, payer, created_at, updated_at)
     select hh.head_person_id, hh.head_source, hh.head_income, null, ${created}, ${created}
     from scale_household as hh where ${inRange('hh')} and hh.head_source is not null
     union all
     select hh.head_person_id, hh.second_source, hh.second_income, null, ${created} + interval '1 minute', ${created}
     from scale_household as hh where ${inRange('hh')} and hh.second_source is not null
     union all
     select m.person_id, m.income_source, m.income, null, ${created}, ${created}
     from scale_member as m where ${inRange('m')} and m.income_source is not null`,
    `insert into property_item (person_id, type, description, estimated_value, ownership_share, created_at, updated_at)
     select hh.head_person_id, p.type, p.description, p.value, p.share, ${created} + make_interval(secs => p.n), ${created}
     from scale_household as hh
     cross join lateral (values
       (1, 'REAL_ESTATE', 'المنزل', hh.dwelling, case when hh.h % 10 = 0 then 50 else 100 end),
       (2, 'VEHICLE', 'سيارة', hh.vehicle, 100),
       (3, 'LAND', 'أرض', hh.land, 100),
       (4, 'SHARES', 'أسهم', hh.shares, 100),
       (5, 'REAL_ESTATE', 'عقار مؤجر', hh.estate, 100)) as p(n, type, description, value, share)
     where ${inRange('hh')} and p.value is not null`,

    // The payment IBAN: verified for most (a few the bank will refuse: their account numbers end in 0000).
    `insert into bank_account (account_id, iban, bank_code, status, verification_ref, requested_at, decided_at)
     select hh.account_id,
       ${ibanOf('hh.bank', `lpad(case when hh.iban_state = 'FAILING' then (hh.h::bigint * 10000)::text else hh.h::text || '17' end, 18, '0')`)},
       hh.bank, case when hh.iban_state = 'PENDING' then 'PENDING' else 'VERIFIED' end, 'SCALE-' || hh.h,
       ${created} + interval '4 days', case when hh.iban_state <> 'PENDING' then ${created} + interval '5 days' end
     from scale_household as hh where ${inRange('hh')} and hh.iban_state <> 'NONE'`,

    // One SSP application a household, its houses and members selected; a new one is a draft until this month's submit.
    `insert into application (id, number, program_id, applicant_account_id, status, form_answers, submitted_at, closed_at,
       status_reason, ban_ends_at, created_at, updated_at)
     select hh.application_id, 'SSP-' || extract(year from hh.submitted_at at time zone 'Asia/Riyadh')::int || '-' || lpad(hh.h::text, 7, '0'),
       3001, hh.account_id,
       case hh.app_state when 'NEW' then 'DRAFT' when 'STUDY' then 'DRAFT' when 'WITHDRAWN' then 'WITHDRAWN' when 'CANCELED' then 'CANCELED' else 'SUBMITTED' end,
       jsonb_build_object('housingSituation', hh.ownership, 'supportReason', 'دخل الأسرة لا يغطي احتياجاتها الشهرية'),
       case when hh.app_state not in ('NEW', 'STUDY') then hh.submitted_at end,
       case when hh.app_state in ('WITHDRAWN', 'CANCELED') then hh.submitted_at + interval '60 days' end,
       case when hh.app_state = 'WITHDRAWN' then 'انتقلت إلى برنامج آخر' end,
       case when hh.app_state = 'WITHDRAWN' then hh.submitted_at + interval '150 days' end,
       hh.submitted_at - interval '1 hour', hh.submitted_at
     from scale_household as hh where ${inRange('hh')}`,
    `insert into application_event (application_id, type, from_status, to_status, actor_account_id, at)
     select hh.application_id, e.type, e.from_status, e.to_status, hh.account_id, e.at
     from scale_household as hh
     cross join lateral (values
       ('CREATED', null, 'DRAFT', hh.submitted_at - interval '1 hour', true),
       ('SUBMIT', 'DRAFT', 'SUBMITTED', hh.submitted_at, hh.app_state not in ('NEW', 'STUDY')),
       ('WITHDRAW', 'SUBMITTED', 'WITHDRAWN', hh.submitted_at + interval '60 days', hh.app_state = 'WITHDRAWN'),
       ('CANCEL_SUBMIT', 'SUBMITTED', 'CANCELED', hh.submitted_at + interval '60 days', hh.app_state = 'CANCELED'))
       as e(type, from_status, to_status, at, happened)
     where ${inRange('hh')} and e.happened`,
    `insert into application_house (application_id, house_id, created_at)
     select hh.application_id, hh.house1_id, hh.submitted_at - interval '50 minutes' from scale_household as hh where ${inRange('hh')}
     union all
     select hh.application_id, hh.house2_id, hh.submitted_at - interval '49 minutes' from scale_household as hh
     where ${inRange('hh')} and hh.house2_id is not null`,
    `insert into application_dependent (application_id, dependent_id, house_id, created_at)
     select hh.application_id, m.dependent_id, case when m.house_no = 2 then hh.house2_id else hh.house1_id end,
       hh.submitted_at - interval '40 minutes' + make_interval(secs => m.k)
     from scale_member as m join scale_household as hh on hh.h = m.h where ${inRange('m')} and m.selected`,

    // Over-payments found after the month before the latest: the latest month's run deducts from them.
    `insert into recovery (applicant_account_id, application_id, amount, reason_code, message_ar, message_en, created_at)
     select hh.account_id, hh.application_id, hh.recovery, 'OVERPAYMENT',
       'استرداد مبلغ صُرف بالزيادة في دفعة سابقة', 'Recovery of an amount overpaid in an earlier payment',
       ${riyadh(calendar.latestFirstDay, '08:00')} - make_interval(days => 1 + hh.h % 20)
     from scale_household as hh where ${inRange('hh')} and hh.recovery is not null`,
  ];
}

/**
 * People counted twice: in one household in two thousand, the head of the household before is also declared (as
 * OTHER, relation confirmed) and selected. The cycle keeps each person in the earliest submitted application only
 * (decision 055), so one of the two houses loses them: a member left out, or a head found counted elsewhere.
 */
export function sharedPeopleStatements(): string[] {
  return [
    `insert into dependent (id, applicant_account_id, person_id, relationship, house_id, custody, status, created_at, updated_at)
     select gen_random_uuid(), hh.account_id, before.head_person_id, 'OTHER', hh.house1_id, null, 'ACTIVE', now(), now()
     from scale_household as hh join scale_household as before on before.h = hh.h - 1
     where hh.h % 2000 = 0 and hh.app_state = 'ACTIVE' and before.app_state = 'ACTIVE'`,
    `insert into relation_confirmation (applicant_account_id, dependent_person_id, relationship, dependent_id, status, decided_at, created_at)
     select d.applicant_account_id, d.person_id, d.relationship, d.id, 'CONFIRMED', now(), now()
     from dependent as d where d.relationship = 'OTHER' and d.applicant_account_id in (select account_id from scale_household where h % 2000 = 0)`,
    `insert into application_dependent (application_id, dependent_id, house_id, created_at)
     select hh.application_id, d.id, d.house_id, now()
     from dependent as d join scale_household as hh on hh.account_id = d.applicant_account_id
     where d.relationship = 'OTHER' and hh.h % 2000 = 0`,
  ];
}
