import { fromMinorUnits, toMinorUnits } from '@shared/money';
import {
  gigExtraInputSchema,
  gigPackageSchema,
  type GigExtraInput,
  type GigPackage,
} from '@shared/schemas/gig-packages';
import { gigQuestionInputSchema, type GigQuestionInput, type QuestionKind } from '@shared/schemas/gig-questions';
import type { Gig } from '@shared/schemas/gigs';

/** The Standard or Premium package as the gig form holds it (text, as typed). */
export interface PackageDraft {
  on: boolean;
  name: string;
  description: string;
  price: string;
  deliveryDays: string;
  revisions: string;
  /** One feature per line. */
  features: string;
}
export interface ExtraDraft {
  id?: string;
  title: string;
  /** Whole dollars, as typed. */
  price: string;
  extraDays: string;
}
export interface QuestionDraft {
  id?: string;
  prompt: string;
  kind: QuestionKind;
  /** One option per line (multiple choice). */
  options: string;
  required: boolean;
}
export interface PackagesDraft {
  standard: PackageDraft;
  premium: PackageDraft;
  extraRows: ExtraDraft[];
  questionRows: QuestionDraft[];
}

const empty = (name: string): PackageDraft => ({
  on: false,
  name,
  description: '',
  price: '',
  deliveryDays: '',
  revisions: '',
  features: '',
});

/** `names`: the new packages' names to start from, in the seller's language ("Standard", "Estándar"). */
export function packagesDraftOf(gig: Gig | undefined, names: { standard: string; premium: string }): PackagesDraft {
  const draft = (tier: 'standard' | 'premium', name: string): PackageDraft => {
    const p = gig?.packages.find((x) => x.tier === tier);
    return p
      ? {
          on: true,
          name: p.name,
          description: p.description,
          price: String(p.price),
          deliveryDays: String(p.deliveryDays),
          revisions: String(p.revisions),
          features: p.features.join('\n'),
        }
      : empty(name);
  };
  return {
    standard: draft('standard', names.standard),
    premium: draft('premium', names.premium),
    extraRows: (gig?.extras ?? []).map((e) => ({
      id: e.id,
      title: e.title,
      price: String(fromMinorUnits(e.priceCents)),
      extraDays: String(e.extraDays),
    })),
    questionRows: (gig?.questions ?? []).map((q) => ({
      id: q.id,
      prompt: q.prompt,
      kind: q.kind,
      options: q.options.join('\n'),
      required: q.required,
    })),
  };
}

const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

export type DraftProblem = { path: string; message: string };

/**
 * The form's packages and extras as the API takes them (JSON strings), or the problems to show
 * under their fields. Basic is the gig's single fields; packages are sent only when Standard or
 * Premium is on, so a one-package gig stays a plain SPEC gig.
 */
export function packagesPayload(
  draft: PackagesDraft,
  basic: Omit<GigPackage, 'tier'>,
): { packages?: string; extras: string; questions: string } | { problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const packages: GigPackage[] = [];
  for (const tier of ['standard', 'premium'] as const) {
    const d = draft[tier];
    if (!d.on) continue;
    const parsed = gigPackageSchema.safeParse({
      tier,
      name: d.name,
      description: d.description,
      price: num(d.price),
      deliveryDays: num(d.deliveryDays),
      revisions: num(d.revisions),
      features: d.features
        .split('\n')
        .map((f) => f.trim())
        .filter(Boolean),
    });
    if (parsed.success) packages.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        problems.push({ path: `${tier}.${String(issue.path[0])}`, message: issue.message });
  }
  const extras: GigExtraInput[] = [];
  draft.extraRows.forEach((row, i) => {
    const parsed = gigExtraInputSchema.safeParse({
      id: row.id,
      title: row.title,
      priceCents: toMinorUnits(num(row.price)),
      extraDays: row.extraDays.trim() === '' ? 0 : num(row.extraDays),
    });
    if (parsed.success) extras.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        problems.push({
          path: `extraRows.${i}.${issue.path[0] === 'priceCents' ? 'price' : String(issue.path[0])}`,
          message: issue.message,
        });
  });
  const questions: GigQuestionInput[] = [];
  draft.questionRows.forEach((row, i) => {
    const options =
      row.kind === 'choice'
        ? row.options
            .split('\n')
            .map((o) => o.trim())
            .filter(Boolean)
        : [];
    const parsed = gigQuestionInputSchema.safeParse({
      id: row.id,
      prompt: row.prompt,
      kind: row.kind,
      options,
      required: row.required,
    });
    if (parsed.success) questions.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        problems.push({ path: `questionRows.${i}.${String(issue.path[0])}`, message: issue.message });
  });
  if (problems.length) return { problems };
  return {
    ...(packages.length ? { packages: JSON.stringify([{ tier: 'basic', ...basic }, ...packages]) } : {}),
    extras: JSON.stringify(extras),
    questions: JSON.stringify(questions),
  };
}
