/** Tamkeen is a person's: an applicant's, a white-listed applicant's or a dependent's own (decision 067). */
export const tamkeenPeople = ['APPLICANT', 'WHITE_LISTED_APPLICANT', 'DEPENDENT'] as const;
