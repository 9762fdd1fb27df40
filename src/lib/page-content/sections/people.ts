/*
 * Sections about the people behind the work: the case-study list, the team and client logos.
 * Team and logo strips start empty and render nothing until the owner adds real people and real
 * clients (with pictures from the media library): the site never shows invented faces or logos.
 */
import { z } from 'zod';
import { list, optionalHref, requiredImage, select, text, textarea } from '../fields.ts';
import { defineSection } from './define.ts';
import { introFields, tone } from './common.ts';

export const caseStudyListSection = defineSection({
  type: 'caseStudyList',
  label: 'Case studies',
  description:
    'The most recent published case studies as cards linking to each one. Shows nothing until a case study is published.',
  schema: z.object({
    ...introFields,
    limit: select(['1', '2', '3', '4', '6'] as const, 'How many to show', { hint: 'The newest first.' }),
  }),
});

const person = z
  .object({
    name: text('Name', { max: 80 }),
    role: text('Role', { max: 80 }),
    bio: textarea('Short bio', { max: 400 }),
    photo: requiredImage('Photo', { hint: 'A real photograph of this person, with alt text in the media library.' }),
  })
  .meta({ title: 'Person' });

export const teamSection = defineSection({
  type: 'team',
  label: 'Team',
  description: 'The people clients will work with: photo, name, role and a short bio. Shows nothing until you add someone.',
  schema: z.object({ ...introFields, tone, people: list(person, 'People', { max: 12 }) }),
});

const clientLogo = z
  .object({
    name: text('Client name', { max: 80, hint: 'Read aloud when the logo has no alt text of its own.' }),
    logo: requiredImage('Logo'),
    href: optionalHref('Link', { hint: 'Optional: the client’s site or the case study.' }),
  })
  .meta({ title: 'Client' });

export const logoStripSection = defineSection({
  type: 'logoStrip',
  label: 'Client logos',
  description: 'A row of logos of clients who have agreed to be named. Shows nothing until you add one.',
  schema: z.object({ ...introFields, tone, logos: list(clientLogo, 'Clients', { max: 16 }) }),
});
