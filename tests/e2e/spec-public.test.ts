// The public site against the lines of the specification (issue 38): each screen's bullets by
// role and visible words, so a redesign that keeps the look cannot drop one unseen. Named in the
// spec trace (tests/spec-trace/lines/). One browser page per screen; most without JavaScript,
// since the words are the server's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser, Page } from 'playwright-core';
import { hydrateForm, closeContexts, workerBrowser, openPage, tabPool } from '../../support/browser.ts';

const baseUrl = e2eServer().baseUrl;
let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
// Signed-out readers' visits share kept tabs (tabPool): a context per visit cost more CPU than the checks.
const tabs = tabPool(() => browser);
afterAll(async () => {
  await tabs.closeAll();
  await closeContexts(browser);
});

/** Fills the enquiry form as a visitor would, with every field valid unless `over` says otherwise. */
async function fillEnquiry(page: Page, over: Record<string, string> = {}) {
  const values = {
    '#name': 'Ada Lovelace',
    '#email': 'ada@analytical-engines.co.uk',
    '#company': 'Analytical Engines',
    '#project': 'A tool to replace our job spreadsheets.',
    ...over,
  };
  for (const [field, value] of Object.entries(values)) await page.fill(field, value);
  await page.selectOption('#project_type', 'internal-tool');
  await page.check('input[name=consent]');
}

describe('the sticky top bar (issue 38: both of the spec’s buttons)', () => {
  it.each([320, 390, 1440])('offers Request quote and Book a call at %i px, in one row that stays on screen', async (width) => {
    const t = await openPage(browser, { width, javaScript: false });
    const { page } = t;
    await page.goto(`${baseUrl}/services`);
    const bar = page.getByRole('banner');
    const quote = bar.getByRole('link', { name: 'Request quote', exact: true });
    const book = bar.getByRole('link', { name: 'Book a call (opens in a new tab)' });
    expect(await quote.getAttribute('href')).toBe('/contact');
    expect(await book.getAttribute('target')).toBe('_blank');
    expect(await book.getAttribute('href')).toMatch(/^https:\/\//);
    // Both in the bar's one row, inside the window, with the menu button (or the full nav) beside them.
    const home = (await bar.getByRole('link', { name: /home$/ }).first().boundingBox())!;
    const menu = width < 1280 ? bar.getByRole('button', { name: 'Open menu' }) : bar.getByRole('navigation', { name: 'Main' });
    for (const item of [quote, book, menu]) {
      const box = (await item.boundingBox())!;
      expect(box.y + box.height / 2).toBeCloseTo(home.y + home.height / 2, -1);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Sticky: still there after scrolling down the page.
    await page.evaluate(() => scrollTo(0, 3000));
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(1000);
    expect((await quote.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    expect((await quote.boundingBox())!.y).toBeLessThan(64);
    await Promise.all([page.waitForURL(`${baseUrl}/contact`), quote.click()]);
    await t.close();
  });
});

describe('the enquiry form names the fields that are wrong (issue 38)', () => {
  it('with JavaScript: a bad e-mail address is named in the toast, not the required-fields line', async () => {
    const t = await openPage(browser);
    const { page } = t;
    await page.goto(`${baseUrl}/contact`);
    await hydrateForm(page);
    await fillEnquiry(page, { '#email': 'ada@example' });
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please correct Work e-mail: enter a valid e-mail address.' }).waitFor();
    expect(await page.locator('#email-error').textContent()).toBe('Please enter a valid e-mail address.');
    expect(await page.getByText('Please fill in all required fields').count()).toBe(0);
    // Several at once: the missing one to fill in, the wrong ones to correct, the consent to accept.
    await page.fill('#company', '');
    await page.fill('#phone', '0161 ABC');
    await page.uncheck('input[name=consent]');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please fill in Company, correct Work e-mail and Phone and accept the consent checkbox.' })
      .waitFor();
    expect(page.url()).toBe(`${baseUrl}/contact`);
    // Corrected and sent: the button reads Sending… and is disabled until the visitor is on /thank-you.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/_actions/enquiry.submit', async (route) => {
      await held;
      await route.continue();
    });
    await fillEnquiry(page, { '#email': 'ada@analytical-engines.co.uk', '#phone': '' });
    await page.getByRole('button', { name: 'Send message' }).click();
    const sending = page.getByRole('button', { name: 'Sending…' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await page.waitForURL(`${baseUrl}/thank-you`);
    expect(t.consoleErrors).toEqual([]);
    await t.close();
  });

  it('without JavaScript: the banner the server sends names them the same way', async () => {
    const t = await openPage(browser, { javaScript: false });
    const { page } = t;
    await page.goto(`${baseUrl}/contact`);
    await fillEnquiry(page, { '#email': 'ada@example' });
    await page.waitForTimeout(400); // the form's minimum fill time (MIN_FILL_MS)
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Send message' }).click()]);
    const banner = page.locator('#form-message');
    expect(await banner.textContent()).toBe('Please correct Work e-mail: enter a valid e-mail address.');
    expect(await page.locator('#email-error').textContent()).toBe('Please enter a valid e-mail address.');
    // The browser lets a bad phone number through without JavaScript; the server names both.
    await page.fill('#phone', '0161 ABC');
    await page.check('input[name=consent]');
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Send message' }).click()]);
    expect(await banner.textContent()).toBe('Please correct Work e-mail and Phone.');
    expect(await page.inputValue('#company')).toBe('Analytical Engines');
    await t.close();
  });
});

/** A public page with every section rendered (the home skips far sections until they are near). */
async function visit(route: string, opts: { javaScript?: boolean; width?: number } = {}) {
  const t = await tabs.open({ javaScript: false, ...opts });
  const res = await t.page.goto(`${baseUrl}${route}`);
  await t.page.evaluate(() =>
    document.querySelectorAll<HTMLElement>('main > *').forEach((el) => el.style.setProperty('content-visibility', 'visible')),
  );
  const main = t.page.getByRole('main');
  // From the page, so it also serves as a relative locator in `filter({ has })`.
  const heading = (name: string | RegExp, level?: number) =>
    t.page.getByRole('heading', { name, exact: typeof name === 'string', ...(level ? { level } : {}) });
  const link = (name: string | RegExp) => main.getByRole('link', { name, exact: typeof name === 'string' });
  return { ...t, res, main, heading, link };
}
/** The booking page: a new tab, off the site. */
async function opensBooking(link: import('playwright-core').Locator) {
  expect([await link.getAttribute('target'), (await link.getAttribute('href'))?.startsWith('https://')]).toEqual([
    '_blank',
    true,
  ]);
}

describe('the screens the spec lists (SPEC.md 2)', () => {
  it('home: title, description, structured data and the sections in the spec’s order', async () => {
    const v = await visit('/');
    expect(await v.page.title()).toBe('Custom Software, No Subscriptions | Northmill');
    expect(await v.page.locator('meta[name=description]').getAttribute('content')).toContain('UK businesses');
    // The description quotes the Launch Build's price from its offer.
    expect(await v.page.locator('meta[name=description]').getAttribute('content')).toContain('From £8,000.');
    const data = JSON.parse((await v.page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(data).toMatchObject({
      '@type': 'ProfessionalService',
      address: { addressLocality: 'Rochdale' },
      areaServed: { '@type': 'Country', name: 'United Kingdom' },
    });
    // 1. Hero with the progress tracker and the claims: 47+ live projects, 75% faster, 60% cost reduction.
    await v.heading('Stop renting your software. Own it.', 1).waitFor();
    expect(await v.main.getByText('From first call to launch').isVisible()).toBe(true);
    // Its counter steps from 0 to 100 every 50 ms and wraps: 101 steps in 5.05 s, for ever.
    const counter = await v.page.evaluate(() => {
      const a = document.getAnimations().find((x) => (x as CSSAnimation).animationName === 'hero-count')!;
      const timing = a.effect!.getTiming();
      const style = getComputedStyle((a.effect as KeyframeEffect).target!);
      return [timing.duration, style.animationTimingFunction, timing.iterations === Infinity];
    });
    expect(counter).toEqual([5050, 'steps(101)', true]);
    for (const [figure, words] of [
      ['47+', 'live projects'],
      ['75%', 'faster delivery'],
      ['60%', 'cost reduction'],
    ])
      expect(await v.main.locator('dl').first().textContent()).toContain(`${words}${figure}`);
    // 2-10, in order, then the footer (11).
    const order = [
      'Software that fits your business',
      'AI agents that clear the admin pile',
      'Modern platforms, real code',
      'What we build',
      'Why businesses are moving off SaaS',
      'A build that pays for itself',
      'See what you could save',
      'Three simple ways to work with us',
      'What our clients say',
    ];
    const tops = [];
    for (const name of order) tops.push((await v.heading(name, 2).boundingBox())!.y);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    // Service cards: the three platforms open their own pages.
    for (const [card, href] of [
      ['Lovable app development', '/lovable'],
      ['Replit agents and automation', '/replit'],
      ['Base44 backend services', '/base44'],
    ])
      expect(await v.link(`Learn more about ${card}`).getAttribute('href')).toBe(href);
    // The ROI statement: 300% ROI, break-even in 4-6 months, 50-80% saved over 3 years.
    const roi = v.main.locator('#roi');
    for (const text of ['300%', 'ROI', '4-6 months', 'to break even', '50-80%', 'saved over 3 years'])
      expect(await roi.textContent()).toContain(text);
    // The calculator, the three packages, testimonials and who we work with (no invented logos).
    await v.main.getByRole('button', { name: 'Use these figures in my enquiry' }).waitFor();
    for (const name of ['Discovery Sprint', 'Launch Build', 'Care Plan']) await v.heading(name, 3).waitFor();
    const packages = await v.main.locator('#packages').textContent();
    for (const figure of ['£1,500 fixed price', 'Timeline: 1 week', 'From £8,000 one-time', 'Timeline: 3-6 weeks', 'From £295'])
      expect(packages).toContain(figure);
    // A testimonial: its stat, quote, author, role and company.
    const quote = await v.main.locator('#testimonials figure').first().textContent();
    for (const words of [
      '£14,400 a year saved',
      'We were paying for three tools',
      'D.H., Operations Director',
      'a 40-person logistics firm in Oldham',
    ])
      expect(quote).toContain(words);
    await v.heading('Trusted by growing UK businesses', 3).waitFor();
    expect(await v.page.getByRole('contentinfo').isVisible()).toBe(true);
    await v.close();
  });

  it('navigation: the spec’s links, Technology’s dropdown, and a footer of quick links, legal links, address, phone and e-mail', async () => {
    const v = await visit('/services', { width: 1440 });
    const nav = v.page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of [
      ['Home', '/'],
      ['Services', '/services'],
      ['Process', '/process'],
      ['Packages', '/packages'],
      ['Cut costs', '/calculator'],
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
      ['Blog', '/blog'],
    ])
      expect(await nav.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
    await nav.getByRole('button', { name: 'Technology' }).click();
    for (const [label, href] of [
      ['Technology overview', '/tech-stack'],
      ['Lovable', '/lovable'],
      ['Replit', '/replit'],
      ['Base44', '/base44'],
    ])
      expect(await nav.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
    const footer = v.page.getByRole('contentinfo');
    for (const name of ['Quick links', 'Legal']) await footer.getByRole('heading', { name }).waitFor();
    for (const [label, href] of [
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Cookies', '/cookies'],
      ['Services', '/services'],
    ])
      expect(await footer.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
    expect(await footer.textContent()).toContain('Unit 4, Mill Lane, Rochdale OL16 1AA');
    expect(await footer.getByRole('link', { name: '0161 496 0123' }).getAttribute('href')).toBe('tel:+441614960123');
    expect(await footer.getByRole('link', { name: 'hello@northmill.example' }).getAttribute('href')).toBe(
      'mailto:hello@northmill.example',
    );
    await v.close();
  });

  it('services: hero figures, four services, capabilities, compliance, industries, integrations, delivery and a closing call', async () => {
    const v = await visit('/services');
    const hero = await v.main.locator('dl').first().textContent();
    for (const text of [
      '60%',
      'average cost reduction',
      '3-6 weeks',
      'to launch',
      '100%',
      'data ownership',
      '24/7',
      'uptime monitoring',
    ])
      expect(hero).toContain(text);
    for (const name of ['Custom Builds', 'Automations & Agents', 'Integrations & Data', 'Support & Care']) {
      // Each service: title, price, timeline, description, features and technologies.
      const card = v.main.locator('li').filter({ has: v.heading(name, 3) });
      expect(await card.textContent()).toMatch(/From £[\d,]+(\/month)?\s*\|\s*Timeline: /);
      for (const part of ["What's included", 'Technologies']) await card.getByRole('heading', { name: part, level: 4 }).waitFor();
    }
    for (const [figure] of [['From £8,000'], ['From £3,000'], ['From £2,000'], ['From £295/month']])
      expect(await v.main.textContent()).toContain(figure);
    for (const name of [
      'Enterprise-grade, small-business priced',
      'Built to recognised standards',
      'Industries we work with',
      'Works with the tools you keep',
      'How we deliver',
      'Ready to stop renting your software?',
    ])
      await v.heading(name, 2).waitFor();
    // Its buttons all lead somewhere (the spec's had no action).
    expect(await v.link('Request quote').first().getAttribute('href')).toBe('/contact');
    expect(await v.link('Learn more about Custom Builds').getAttribute('href')).toBe('/process');
    await opensBooking(v.link('Discuss your requirements (opens in a new tab)'));
    await v.close();
  });

  it('packages: three packages, the calculator and a single-open FAQ on the five topics', async () => {
    const v = await visit('/packages');
    for (const name of ['Discovery Sprint', 'Launch Build', 'Care Plan']) await v.heading(name, 3).waitFor();
    // Each package: name, subtitle, price, duration, description and the popular flag.
    const sprint = await v.main
      .locator('li')
      .filter({ has: v.heading('Discovery Sprint', 3) })
      .textContent();
    for (const words of ['Scope it properly', '£1,500 fixed price', 'Timeline: 1 week', 'audit the tools you want to replace'])
      expect(sprint).toContain(words);
    expect(
      await v.main
        .locator('li')
        .filter({ has: v.heading('Launch Build', 3) })
        .textContent(),
    ).toContain('Most popular');
    for (const figure of ['£1,500 fixed price', 'From £8,000 one-time', 'From £295'])
      expect(await v.main.textContent()).toContain(figure);
    await v.heading('Check the numbers first', 2).waitFor();
    const questions = v.main.locator('details[name] > summary');
    expect(await questions.allTextContents()).toEqual([
      'How soon can you start?',
      'Who owns the code and intellectual property?',
      'What if my project is more complex than a standard build?',
      'Do you train our staff?',
      'Can it connect to the software we already use?',
    ]);
    expect(new Set(await v.main.locator('details[name]').evaluateAll((ds) => ds.map((d) => d.getAttribute('name')))).size).toBe(
      1,
    );
    await v.close();
  });

  it('process: Define, Build, Run and the governance section', async () => {
    const v = await visit('/process');
    await v.heading('Define, build, run', 1).waitFor();
    for (const name of ['Define', 'Build', 'Run']) await v.heading(name, 3).waitFor();
    const stages = await v.main.textContent();
    for (const figure of ['£1,500', 'From £8,000', 'From £295/month']) expect(stages).toContain(figure);
    await v.heading('Governance built in from day one', 2).waitFor();
    for (const name of ['Auth', 'Roles', 'Audit', 'Approvals', 'Privacy']) await v.heading(name, 3).waitFor();
    await v.close();
  });

  it('about: the story and three values', async () => {
    const v = await visit('/about');
    await v.heading('Why we started Northmill', 2).waitFor();
    for (const name of ['Ship reliably', 'Own outcomes', 'Earn trust']) await v.heading(name, 3).waitFor();
    await v.close();
  });

  it('contact: the headline, the Get Started form, the side card and Quick Response', async () => {
    const v = await visit('/contact');
    await v.heading("Let's build your app.", 1).waitFor();
    await v.heading('Get Started', 2).waitFor();
    const form = v.main.locator('form[action*="enquiry.submit"]');
    for (const label of [
      'Your name *',
      'Work e-mail *',
      'Company *',
      'Phone',
      'Project type *',
      'Budget',
      'Timeline',
      'About your project *',
      'Attachment',
    ])
      expect(await form.getByLabel(label, { exact: true }).count()).toBe(1);
    expect(await form.getByLabel('Work e-mail *').getAttribute('type')).toBe('email');
    // The options: project types, budgets and timelines as point 9 lists them, and 20 common tools plus Other.
    const values = (label: string) =>
      form
        .getByLabel(label, { exact: true })
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(await values('Project type *')).toEqual(['', 'saas-product', 'internal-tool', 'app', 'website', 'migration']);
    expect(await values('Budget')).toEqual(['', 'under-5k', '5k-15k', '15k-50k', '50k-plus', 'not-sure']);
    expect(await values('Timeline')).toEqual(['', 'asap', '1-month', '3-months', '6-months', 'exploring']);
    const tools = form.getByRole('group', { name: 'SaaS tools you would like to replace' }).getByRole('checkbox');
    expect(await tools.evaluateAll((cs) => cs.map((c) => (c as HTMLInputElement).value))).toEqual([
      'salesforce',
      'hubspot',
      'asana',
      'monday',
      'trello',
      'jira',
      'notion',
      'slack',
      'teams',
      'zoom',
      'shopify',
      'quickbooks',
      'mailchimp',
      'zendesk',
      'intercom',
      'freshworks',
      'airtable',
      'clickup',
      'basecamp',
      'pipedrive',
      'other',
    ]);
    // The attachment's accepted types.
    expect(await form.getByLabel('Attachment').getAttribute('accept')).toBe('.pdf,.doc,.docx,.txt,.png,.jpg,.jpeg');
    expect(await form.getByRole('checkbox', { name: /I agree to Northmill using these details/ }).count()).toBe(1);
    await v.heading('Talk to us directly', 2).waitFor();
    await v.link('0161 496 0123').first().waitFor();
    await v.link('hello@northmill.example').first().waitFor();
    expect(await v.main.textContent()).toContain('Unit 4, Mill Lane, Rochdale OL16 1AA');
    await opensBooking(v.link('Schedule a discovery call (opens in a new tab)'));
    await v.heading('Quick Response', 2).waitFor();
    expect(await v.main.textContent()).toContain('We usually reply within 2-4 hours during business hours, 9 AM - 6 PM GMT.');
    await v.close();
  });

  it('thank-you: the message, the reply promise, urgent contacts, Book a call and the two links', async () => {
    const v = await visit('/thank-you');
    await v.heading('Thank You!', 1).waitFor();
    const text = await v.main.textContent();
    for (const words of ['Your message has been sent successfully.', 'within 2-4 hours during business hours (9 AM - 6 PM GMT)'])
      expect(text).toContain(words);
    await v.heading('Need us urgently?', 2).waitFor();
    expect(text).toContain('Call us on 0161 496 0123 or email hello@northmill.example');
    await opensBooking(v.link('Book a call (opens in a new tab)'));
    expect(await v.link('Return home').getAttribute('href')).toBe('/');
    expect(await v.link('Explore our services').getAttribute('href')).toBe('/services');
    await v.close();
  });

  it('FAQ: a Book a call hero, six single-open categories, three myth cards and the closing buttons', async () => {
    const v = await visit('/faq');
    await opensBooking(v.link('Book a call (opens in a new tab)').first());
    for (const name of [
      'What We Build & How',
      'Data & Security',
      'Lock-in & Scaling',
      'Technical Details',
      'Timeline & Pricing',
      'Support & Training',
    ]) {
      const section = v.main.locator('section').filter({ has: v.heading(name, 2) });
      const groups = await section.locator('details[name]').evaluateAll((ds) => ds.map((d) => d.getAttribute('name')));
      expect([name, groups.length >= 4, new Set(groups).size]).toEqual([name, true, 1]);
    }
    await v.heading('Myths and realities', 2).waitFor();
    for (const name of ['Toy apps', 'Platform lock-in', 'AI mistakes']) await v.heading(name, 3).waitFor();
    await opensBooking(v.link('Book a discovery call (opens in a new tab)'));
    expect(await v.link('Request quote').getAttribute('href')).toBe('/contact');
    await v.close();
  });

  it('technology stack: three platforms with features, use cases, a price and Learn More; View our packages', async () => {
    const v = await visit('/tech-stack');
    for (const [name, price, href] of [
      ['Lovable', 'From £3,000', '/lovable'],
      ['Replit', 'From £1,200', '/replit'],
      ['Base44', 'From £1,500', '/base44'],
    ] as const) {
      const card = v.main.locator('li').filter({ has: v.heading(name, 3) });
      expect(await card.textContent()).toContain(price);
      for (const part of ['Features', 'Use cases']) await card.getByRole('heading', { name: part, level: 4 }).waitFor();
      expect(await card.getByRole('link', { name: `Learn more about ${name}` }).getAttribute('href')).toBe(href);
    }
    expect(await v.link('View our packages').first().getAttribute('href')).toBe('/packages');
    // The stack pages' claims: 60-75% faster development, 47+ live projects, 1-2 weeks to start.
    const claims = await v.main.locator('dl').first().textContent();
    for (const words of ['faster development60-75%', 'live projects47+', 'to start1-2 weeks']) expect(claims).toContain(words);
    await v.close();
  });

  it('Lovable and Replit: hero, capabilities, services and booking buttons', async () => {
    for (const [route, services] of [
      ['/lovable', ['MVPs & Prototypes', 'Internal Dashboards', 'Customer Portals', 'App Rebuilds']],
      ['/replit', ['Custom AI Agents', 'Automation Scripts', 'Web Applications', 'AI Model Integration']],
    ] as const) {
      const v = await visit(route);
      const platform = route === '/lovable' ? 'Lovable' : 'Replit';
      await v.heading(`What ${platform} lets us do`, 2).waitFor();
      await v.heading(`${platform} services`, 2).waitFor();
      for (const name of services) await v.heading(name, 3).waitFor();
      for (const link of await v.main.getByRole('link', { name: /consultation|Book a call/ }).all()) await opensBooking(link);
      await v.close();
    }
    const replit = await visit('/replit');
    for (const figure of ['From £2,500', 'From £1,200', 'From £3,500', 'From £4,000'])
      expect(await replit.main.textContent()).toContain(figure);
    await replit.close();
  });

  it('Base44: Plan your backend, four benefits, services and use cases, six technologies and a closing call', async () => {
    const v = await visit('/base44');
    await opensBooking(v.link('Plan your backend (opens in a new tab)'));
    expect(await v.link('View the architecture').getAttribute('href')).toBe('#architecture');
    for (const name of ['Scalable Databases', 'Enterprise Security', 'High Performance', 'Cloud Infrastructure'])
      await v.heading(name, 3).waitFor();
    for (const [name, figure] of [
      ['Database Architecture', 'From £2,000'],
      ['API Development', 'From £1,800'],
      ['Security Implementation', 'From £1,500'],
      ['Integration Services', 'From £1,200'],
    ] as const)
      expect(
        await v.main
          .locator('li')
          .filter({ has: v.heading(name, 3) })
          .textContent(),
      ).toContain(figure);
    await v.heading('Where a proper backend pays off', 2).waitFor();
    expect(
      await v.main
        .locator('section')
        .filter({ has: v.heading('Where a proper backend pays off', 2) })
        .locator('h3')
        .count(),
    ).toBe(4);
    for (const name of ['PostgreSQL', 'Redis', 'Node.js', 'GraphQL', 'Docker', 'AWS London and Azure UK South'])
      await v.heading(name, 3).waitFor();
    for (const kind of ['Relational database', 'Cache', 'Server runtime', 'API layer', 'Containers', 'Cloud'])
      await v.main.getByText(kind, { exact: true }).waitFor();
    await opensBooking(v.link('Discuss your requirements (opens in a new tab)'));
    expect(await v.link('View infrastructure examples').getAttribute('href')).toBe('#infrastructure-examples');
    await v.close();
  });

  it('calculator page: its title, benefits, the calculator, why teams switch and three client savings', async () => {
    const v = await visit('/calculator');
    expect(await v.page.title()).toBe('SaaS Cost Savings Calculator | Northmill');
    expect(await v.page.locator('meta[name=description]').getAttribute('content')).toContain('five years');
    await v.heading('How the calculator helps', 2).waitFor();
    expect(
      await v.main
        .locator('section')
        .filter({ has: v.heading('How the calculator helps', 2) })
        .locator('h3')
        .count(),
    ).toBe(3);
    await v.heading('SaaS savings calculator', 2).waitFor();
    await v.heading('Why teams switch', 2).waitFor();
    expect(
      await v.main
        .locator('section')
        .filter({ has: v.heading('Why teams switch', 2) })
        .locator('h3')
        .count(),
    ).toBe(3);
    const examples = await v.main
      .locator('section')
      .filter({ has: v.heading('What clients have saved', 2) })
      .textContent();
    for (const figure of ['£18,000', '£24,000', '£12,000']) expect(examples).toContain(figure);
    expect(examples).toContain('saved per year');
    // The calculator's own lines: the build cost, the instalments and the 'Illustrative' disclaimer.
    const calculator = await v.main
      .locator('section')
      .filter({ has: v.heading('SaaS savings calculator', 2) })
      .textContent();
    for (const words of ['Custom build from £8,000, payable in monthly instalments.', 'Illustrative'])
      expect(calculator).toContain(words);
    expect(await v.link('Get your fixed quote').getAttribute('href')).toBe('/contact');
    await opensBooking(v.link('Book a discovery call (opens in a new tab)'));
    await v.close();
  });

  it('blog list: search, the category chips, a grid whose featured card spans two columns, excerpts cut at 3 or 4 lines', async () => {
    const v = await visit('/blog', { javaScript: true, width: 1440 });
    expect(await v.main.getByRole('searchbox', { name: 'Search articles' }).count()).toBe(1);
    const chips = v.main.getByRole('navigation', { name: 'Filter by category' }).getByRole('link');
    expect(await chips.allTextContents()).toEqual([
      'All',
      'Software Development',
      'AI & Automation',
      'Web Design',
      'Mobile Apps',
      'Cybersecurity',
      'Cloud Computing',
      'E-commerce',
      'Software Architecture',
    ]);
    const cards = v.main.locator('section[aria-labelledby=blog-results] article');
    const boxes = await cards.evaluateAll((els) =>
      els.map((el) => ({
        width: el.getBoundingClientRect().width,
        featured: el.textContent!.includes('Featured'),
        clamp: getComputedStyle(el.querySelector('h2 + p, h3 + p')!).webkitLineClamp,
      })),
    );
    const featured = boxes.find((b) => b.featured)!;
    const plain = boxes.find((b) => !b.featured)!;
    expect(featured.width).toBeGreaterThan(plain.width * 1.9);
    expect([featured.clamp, plain.clamp]).toEqual(['4', '3']);
    await v.heading('Get new articles by email', 2).waitFor();
    expect(await v.main.getByRole('button', { name: 'Subscribe now' }).count()).toBe(1);
    await v.close();
  });

  it('blog post: breadcrumb, badges, author, date, read time, the body, its buttons and Back to All Articles', async () => {
    const v = await visit('/blog/true-cost-of-your-saas-stack-over-five-years', { javaScript: true });
    const crumbs = v.page.getByRole('navigation', { name: 'Breadcrumb' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Blog', '/blog'],
    ])
      expect(await crumbs.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    expect(await crumbs.textContent()).toContain('Software Development');
    const article = v.page.getByRole('article');
    const text = await article.textContent();
    for (const words of ['Software Development', 'Featured', 'SaaS', 'Author: ', 'Published ', 'min read'])
      expect(text).toContain(words);
    expect(text).toMatch(
      /Published \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    );
    expect(await article.locator('h2').count()).toBeGreaterThan(1);
    for (const name of ['Share article', 'Save for later']) await v.main.getByRole('button', { name }).first().waitFor();
    expect(await v.link('Back to All Articles').getAttribute('href')).toBe('/blog');
    await v.close();
  });

  it('not found: 404, Oops! Page not found and Return to home', async () => {
    const v = await visit('/no-such-page-here');
    expect(v.res?.status()).toBe(404);
    expect(await v.main.textContent()).toContain('404');
    await v.heading('Oops! Page not found', 1).waitFor();
    expect(await v.link('Return to home').getAttribute('href')).toBe('/');
    await v.close();
    // An unknown article has its own page.
    const post = await visit('/blog/no-such-article');
    expect(post.res?.status()).toBe(404);
    expect(await post.page.title()).toBe('Blog Post Not Found | Northmill');
    await post.heading('Blog post not found', 1).waitFor();
    expect(await post.main.textContent()).toContain("The blog post you're looking for doesn't exist.");
    expect(await post.link('Back to Blog').getAttribute('href')).toBe('/blog');
    await post.close();
  });

  it('legal pages: privacy, terms and cookies, each short text under numbered headings', async () => {
    for (const [route, title] of [
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms'],
      ['/cookies', 'Cookie Policy'],
    ] as const) {
      const v = await visit(route);
      expect(v.res?.status()).toBe(200);
      expect(await v.main.getByRole('heading', { level: 1 }).textContent()).toContain(title.split(' ')[0]);
      expect(await v.main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
      await v.close();
    }
  });
});
