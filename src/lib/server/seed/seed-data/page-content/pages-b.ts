// Seed documents for /about, /faq, /calculator, /contact and /thank-you.
import * as ab from '../../../../../copy/about.ts';
import * as fq from '../../../../../copy/faq.ts';
import * as ca from '../../../../../copy/calculator-page.ts';
import * as co from '../../../../../copy/contact.ts';
import { thankYou } from '../../../../../copy/thank-you.ts';
import { CALCULATOR_DISCLAIMER, closing, cta, features, hero, intro, section } from './build.ts';
import { CLIENT_LOGOS_SECTION, TEAM_SECTION } from './proof-sections.ts';

export const ABOUT_PAGE = {
  slug: 'about',
  title: 'About',
  doc: {
    sections: [
      section('hero', 'hero', hero(ab.aboutHero, ab.aboutFacts)),
      section('story', 'story', {
        eyebrow: 'Our story',
        heading: ab.aboutStoryHeading,
        tone: 'paper',
        paragraphs: ab.aboutStory,
      }),
      section('values', 'cardGrid', {
        eyebrow: 'Our values',
        heading: ab.valuesHeading,
        tone: 'cream',
        layout: 'numbered',
        columns: '3',
        items: features(ab.values),
      }),
      // Both empty until the owner adds real people and clients: they render nothing (issue 26).
      section('team', 'team', TEAM_SECTION),
      section('clients', 'logoStrip', CLIENT_LOGOS_SECTION),
      section('about-closing', 'ctaBand', closing(ab.aboutClosing)),
    ],
  },
};

export const FAQ_PAGE = {
  slug: 'faq',
  title: 'FAQ',
  doc: {
    sections: [
      section('hero', 'hero', hero(fq.faqHero)),
      section('questions', 'faqCategories', {
        categories: fq.faqCategories.map((c) => ({
          id: c.id,
          title: c.title,
          items: c.items.map((q) => ({ question: q.question, answer: q.answer })),
        })),
      }),
      section('myths', 'mythReality', {
        ...intro(fq.mythsIntro),
        tone: 'paper',
        items: fq.mythRealities.map((m) => ({ icon: m.icon, topic: m.topic, myth: m.myth, reality: m.reality })),
      }),
      section('faq-closing', 'ctaBand', closing(fq.faqClosing)),
    ],
  },
};

export const CALCULATOR_PAGE = {
  slug: 'calculator',
  title: 'Savings calculator',
  doc: {
    sections: [
      section('hero', 'hero', hero(ca.calculatorHero)),
      section('benefits', 'cardGrid', {
        eyebrow: 'Why use it',
        heading: 'How the calculator helps',
        tone: 'paper',
        layout: 'grid',
        columns: '3',
        items: features(ca.calculatorBenefits),
      }),
      section('calculator', 'calculator', {
        eyebrow: 'Calculator',
        heading: ca.calculatorWidget.heading,
        intro: ca.calculatorWidget.intro,
        tone: 'cream',
        disclaimerLabel: ca.calculatorDisclaimerLabel,
        disclaimer: CALCULATOR_DISCLAIMER,
      }),
      section('why-switch', 'cardGrid', {
        ...intro(ca.whyTeamsSwitchIntro, 'Why switch'),
        tone: 'paper',
        layout: 'grid',
        columns: '3',
        items: features(ca.whyTeamsSwitch),
      }),
      section('client-savings', 'savingsExamples', {
        ...intro(ca.savingsExamplesIntro, 'Client examples'),
        tone: 'cream',
        items: ca.savingsExamples.map((e) => ({
          figure: e.figure,
          period: e.period,
          client: e.clientType,
          summary: e.summary,
          replaced: e.replaced,
          payback: e.payback,
        })),
      }),
      section('calculator-closing', 'ctaBand', closing(ca.calculatorClosing)),
    ],
  },
};

export const CONTACT_PAGE = {
  slug: 'contact',
  title: 'Contact',
  doc: {
    sections: [
      section('hero', 'hero', hero(co.contactHero)),
      section('get-started', 'contactDetails', {
        formHeading: co.contactForm.heading,
        formIntro: co.contactForm.intro,
        sideHeading: co.contactSideCard.heading,
        sideIntro: co.contactSideCard.intro,
        phoneLabel: co.contactSideCard.phoneLabel,
        emailLabel: co.contactSideCard.emailLabel,
        addressLabel: co.contactSideCard.addressLabel,
        bookingDescription: co.contactSideCard.booking.description,
        bookingLabel: co.contactSideCard.booking.label,
        responseHeading: co.quickResponseCard.heading,
        responseBody: co.quickResponseCard.body,
      }),
    ],
  },
};

export const THANK_YOU_PAGE = {
  slug: 'thank-you',
  title: 'Thank you',
  doc: {
    sections: [
      section('confirmation', 'confirmation', {
        heading: thankYou.heading,
        message: thankYou.message,
        response: thankYou.response,
        nextSteps: thankYou.nextSteps,
        bookCall: cta(thankYou.bookCall),
        links: thankYou.links.map(cta),
        urgentHeading: thankYou.urgent.heading,
        urgentBody: thankYou.urgent.body,
      }),
    ],
  },
};
