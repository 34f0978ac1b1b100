/** Default values of operator-editable parameters (DOMAIN.md "(param)"); an operator's later edit is never overwritten. */
export const parameters: Array<{ key: string; value: unknown; description: string }> = [
  {
    key: 'config.upload',
    value: { maxBytes: 5 * 1024 * 1024, extensions: ['pdf', 'jpg', 'jpeg', 'png'] },
    description: 'Largest accepted attachment in bytes and the accepted file extensions.',
  },
  {
    key: 'config.contact',
    value: {
      phone: '19911',
      email: 'care@sanad.gov.sa',
      hours: { ar: 'الأحد إلى الخميس، 8 صباحاً حتى 4 مساءً', en: 'Sunday to Thursday, 8 am to 4 pm' },
    },
    description: 'Contact details shown to users.',
  },
  {
    key: 'crm.settings',
    value: { visitorOtpRequired: true, maxAttachments: 3, maxDescriptionLength: 2000 },
    description: 'Ticket settings: visitors confirm their mobile, attachments per ticket, longest description.',
  },
  { key: 'otp.ttlSeconds', value: 300, description: 'How long a one-time password is valid, in seconds.' },
  { key: 'otp.maxAttempts', value: 5, description: 'Wrong tries after which a one-time password is void.' },
  { key: 'otp.resendSeconds', value: 60, description: 'Seconds before a new one-time password may be sent.' },
  {
    key: 'otp.dailySendLimit',
    value: 10,
    description: 'Codes sent (first sends and resends) that were not used, per account and per mobile in 24 hours.',
  },
  { key: 'otp.dailyFailureLimit', value: 10, description: 'Wrong codes tried per account and per mobile in 24 hours.' },
  {
    key: 'login.maxFailures',
    value: 5,
    description:
      'Wrong sign-in proofs (password or sign-in code) in a row from one address before that address is held off for the account.',
  },
  {
    key: 'login.lockMinutes',
    value: 15,
    description: 'The first hold-off of an address, and the account-wide lock, in minutes; each further hold-off doubles.',
  },
  { key: 'login.maxHoldOffMinutes', value: 1440, description: 'Longest hold-off of one address, in minutes.' },
  {
    key: 'login.accountMaxFailures',
    value: 20,
    description: 'Wrong sign-in proofs in a row from all addresses together that lock the account for login.lockMinutes.',
  },
  {
    key: 'security.stepUpMinutes',
    value: 5,
    description: 'How recent a proof (password or code to the verified mobile) must be before changing the mobile, e-mail or IBAN.',
  },
  {
    key: 'security.purgeRetentionDays',
    value: 30,
    description:
      'Days that ended sessions and spent codes are kept before the purge removes them (sign-on requests go a day after expiry).',
  },
  { key: 'session.idleMinutes', value: 30, description: 'A session unused for this long ends, in minutes.' },
  { key: 'session.absoluteHours', value: 12, description: 'A session ends this long after sign-in whatever its use, in hours.' },
  { key: 'captcha.ttlSeconds', value: 120, description: 'How long a captcha image may be answered, in seconds.' },
  { key: 'iam.ttlSeconds', value: 180, description: 'How long a single sign-on request waits for the person, in seconds.' },
  { key: 'household.maxHouses', value: 4, description: 'Houses an applicant may register at most.' },
  { key: 'household.adultAge', value: 18, description: 'Age in years from which a dependent is an adult.' },
  {
    key: 'household.relationshipLimits',
    value: { WIFE: 4, HUSBAND: 1, FATHER: 1, MOTHER: 1 },
    description: 'Most active dependents of one relationship code in a household; codes not listed have no limit.',
  },
  {
    key: 'bank.simulatorDelaySeconds',
    value: 5,
    description: 'Demo and tests only: seconds the local bank-verification adapter takes before it answers.',
  },
  {
    key: 'visitor.verificationMinutes',
    value: 15,
    description: 'How long a visitor verified by OTP may act (e.g. open a ticket), in minutes.',
  },
];
