/** A call-to-action card beside a category's articles (SPEC section 3: ctaItems). */
export interface CtaItem {
  readonly title: string;
  readonly description: string;
  readonly button: string;
  readonly path: string;
}

/** An article as a category's list names it: label is its address segment. */
export interface ArticleSummary {
  readonly label: string;
  readonly title: string;
  readonly description?: string;
}

/** A help category of SPEC section 3, with its article list joined in. */
export interface HelpCategory {
  readonly id: string;
  readonly title: string;
  /** Display text (sanitise before showing). */
  readonly description: string;
  readonly metaDescription: string;
  readonly mainCategory: boolean;
  readonly link: string;
  readonly cta: string;
  readonly decoration?: string;
  readonly externalLink: boolean;
  readonly newLayout: boolean;
  readonly ctaItems: readonly CtaItem[];
  /** The layout's data, checked against its layout's schema when the category is shown. */
  readonly categoryData: unknown;
  readonly articles: readonly ArticleSummary[];
}
