import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '../../ui/Button.tsx';
import { ErrorShell } from '../errors/ErrorShell.tsx';

/** The answer (HTTP 404) for an unknown or unpublished case study. */
export function CaseStudyNotFound() {
  return (
    <ErrorShell code="404">
      <h1 className="text-3xl font-bold text-navy-950 sm:text-4xl">Case study not found</h1>
      <p className="mt-4 text-lg leading-relaxed text-navy-700">That case study is not published, or its address has changed.</p>
      <ButtonLink href="/work" variant="default" size="lg" className="mt-8">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        All case studies
      </ButtonLink>
    </ErrorShell>
  );
}
