import type { PageContent } from '../../content/content-queries';

type Option = { Value: string; Label: string };

/** The `franchise` content; every section may be missing and the page renders without it. */
export interface FranchiseContent extends PageContent {
  Benefits?: Array<{ Title?: string; Text?: string; Icon?: string }>;
  RequirementsTitle?: string;
  Requirements?: string[];
  InvestmentRanges?: Option[];
  InterestAreas?: Option[];
  Form?: { Title?: string; Intro?: string; SubmitLabel?: string; SuccessMessage?: string };
}

export const toOptions = (options: Option[] | undefined) =>
  (options ?? []).filter((option) => option.Value && option.Label).map((option) => ({ value: option.Value, label: option.Label }));
