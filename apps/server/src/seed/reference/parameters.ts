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
];
