/** The legal documents the site publishes; a route's handle names one (`legal`), the legal feature shows it. */
export const LEGAL_DOCS = ['user-agreement', 'policy', 'partner-program'] as const;
export type LegalDocId = (typeof LEGAL_DOCS)[number];
