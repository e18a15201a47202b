/** A legal document as written in texts/<doc>.<lang>.ts. */
export type LegalText = {
  title: string;
  /** ISO date of the last change, e.g. "2025-06-01". */
  updated: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
};
