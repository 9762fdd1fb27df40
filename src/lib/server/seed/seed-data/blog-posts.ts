/**
 * Seed content for the blog.
 *
 * PUBLIC_SEED_POSTS are inserted when the database is first seeded.
 * EXISTING_BLOG_POSTS are added from the admin area via "Add Existing Blogs".
 *
 * Content is HTML (no h1, images, scripts, classes or inline styles).
 * Keep this file free of imports and non-erasable TypeScript syntax.
 */

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  featured: boolean;
  publishedAt: string;
  metaTitle: string;
  metaDescription: string;
}

export const PUBLIC_SEED_POSTS: SeedBlogPost[] = [
  {
    slug: 'true-cost-of-your-saas-stack-over-five-years',
    title: 'What Your SaaS Stack Really Costs Over Five Years',
    excerpt:
      'Subscriptions are priced to feel small. Here is a step-by-step method for working out what your software will really cost over five years, with a worked example from a 25-person firm.',
    content: `
<p>Most businesses know roughly what they pay for software each month. Far fewer know what they will have paid five years from now. Subscriptions are designed to feel small: £38 per user here, £55 there, billed quietly to a company card. Added up over five years, with price rises and new starters, the figure is often large enough to change a decision.</p>
<p>This is the method we use with clients to put a real number on it. You can do it yourself in an afternoon with your bank statements and a spreadsheet.</p>

<h2>Step 1: List every subscription, not just the big ones</h2>
<p>Pull twelve months of card and bank statements and search for recurring payments. Include:</p>
<ul>
<li>Core platforms such as job management, CRM, practice management or stock control</li>
<li>Add-ons and premium tiers you upgraded to just to unlock one feature</li>
<li>Integration tools that exist only to move data between your other tools</li>
<li>Per-user seats for people who left but were never removed</li>
</ul>
<p>It is common to find 10 to 20 per cent more spend than anyone expected, usually in small tools that a single team signed up for.</p>

<h2>Step 2: Model growth and price rises honestly</h2>
<p>Two things push the bill up every year. The first is headcount: with per-user pricing, every new hire adds cost. The second is vendor price rises. Plenty of SaaS suppliers have put prices up by 5 to 15 per cent in a single year, often with 30 days' notice under terms you accepted years ago. Assuming 7 per cent a year is reasonable, and arguably conservative.</p>

<h2>Step 3: Count the hidden costs</h2>
<p>The subscription is only part of the cost. Also add:</p>
<ul>
<li><strong>Workaround time.</strong> If two office staff each spend 30 minutes a day re-keying data between systems, that is around 230 hours a year. At £18 an hour including on-costs, roughly £4,100.</li>
<li><strong>Export and API fees.</strong> Some plans charge extra for access to your own data.</li>
<li><strong>Retraining</strong> whenever the vendor redesigns its interface or retires a feature you rely on.</li>
</ul>

<h2>A worked example</h2>
<p>This example is a composite of the firms we typically speak to: a 25-person joinery and shopfitting business near Rochdale, with 20 people on a job management platform and six using a CRM.</p>
<table>
<thead>
<tr><th>Subscription</th><th>Monthly today</th><th>Year 1</th><th>5 years at 7% annual rises</th></tr>
</thead>
<tbody>
<tr><td>Job management (20 users at £38)</td><td>£760</td><td>£9,120</td><td>£52,447</td></tr>
<tr><td>CRM (6 users at £55)</td><td>£330</td><td>£3,960</td><td>£22,773</td></tr>
<tr><td>Scheduling add-on</td><td>£240</td><td>£2,880</td><td>£16,562</td></tr>
<tr><td>E-signature and forms</td><td>£90</td><td>£1,080</td><td>£6,211</td></tr>
<tr><td>Integration tool</td><td>£75</td><td>£900</td><td>£5,176</td></tr>
<tr><td><strong>Total</strong></td><td><strong>£1,495</strong></td><td><strong>£17,940</strong></td><td><strong>£103,169</strong></td></tr>
</tbody>
</table>
<p>That assumes nobody new joins the business. Add the £4,100 a year of re-keying and the five-year cost passes £120,000.</p>

<h2>Comparing it with a one-off build</h2>
<p>Now put the alternative next to it. For this firm, a custom job-tracking system covering quotes, jobs, scheduling and the customer records they actually use would cost around £24,000, plus roughly £350 a month for hosting, backups and a support agreement. That is £36,600 over three years and £45,000 over five, against £57,676 and £103,169 for the subscriptions. Most of the re-keying disappears too, because everything lives in one place.</p>
<p>Over five years that is a saving of more than £58,000, or about 56 per cent. Notice what it is not, though. Break-even here comes at around month 21, not in the first few weeks. And the custom figure includes ongoing support deliberately: software you own still needs looking after, and anyone who quotes for a build with no running costs is not giving you the full picture.</p>

<h2>When the numbers do not favour custom</h2>
<p>Run the same exercise and you may find the opposite. If you spend £200 a month on a tool that does its job well, a build will rarely pay back. Commodity products such as accounting, payroll and email are almost always better bought than built, accounting especially, because compatibility with Making Tax Digital is the vendor's problem rather than yours.</p>

<h2>What to do with your figure</h2>
<p>Once you have a five-year number, you can make a properly informed decision about it: renegotiate, consolidate tools, remove unused seats, or replace the two or three platforms that cost the most and fit your work the worst. The right answer is often a mix of all four.</p>
<p>Want a head start? Our <a href="/calculator">savings calculator</a> runs this model with your own figures in a couple of minutes. If the result looks worth exploring, <a href="/contact">get in touch</a> and we will check the assumptions with you, free and without obligation.</p>
`,
    author: 'Priya Shah',
    category: 'Software Development',
    tags: ['SaaS', 'Costs', 'Budgeting', 'Planning'],
    featured: true,
    publishedAt: '2024-01-16T09:00:00Z',
    metaTitle: 'What Your SaaS Stack Really Costs Over Five Years',
    metaDescription:
      'A practical method for calculating the five-year cost of your software subscriptions, including price rises and hidden costs, with a worked UK example.',
  },
  {
    slug: 'when-custom-software-beats-a-subscription',
    title: 'When Custom Software Beats a Subscription, and When It Does Not',
    excerpt:
      'Custom software is not always the right answer. These are the signs that a build will pay off, the signs you should stay with a subscription, and how to test the idea cheaply.',
    content: `
<p>We build custom software for a living, so you might expect us to say it always wins. It does not. A fair number of our first conversations end with us recommending that a business keeps its current subscription, or moves to a different off-the-shelf product. This is how we tell the difference.</p>

<h2>Signs that custom software is likely to pay off</h2>
<h3>1. You pay for a large platform but use a small part of it</h3>
<p>Take a 14-person accountancy practice in Manchester paying for a full practice management suite, mainly so clients can upload documents and sign engagement letters through a secure portal. Much of the rest of the suite duplicates what their accounting software already does. A focused client portal built around their own workflow replaces the part they use for a fraction of the five-year cost.</p>
<h3>2. Your process is how you win work</h3>
<p>If the way you quote, schedule or report is genuinely different from your competitors, and customers notice, forcing it into generic software means either bending the process or living with workarounds. Software shaped around what makes you good is worth owning.</p>
<h3>3. Per-user pricing is taxing your growth</h3>
<p>When each new hire adds £40 to £80 a month across several tools, growth becomes expensive. A system you own costs much the same to run whether 15 or 50 people log in.</p>
<h3>4. You are holding tools together with spreadsheets</h3>
<p>If data moves between three systems via an automation tool, a shared spreadsheet and someone's memory, errors are inevitable. One system with one database removes the joins.</p>
<h3>5. You need control over where data lives</h3>
<p>Clients in healthcare, legal services and public-sector supply chains are often asked exactly where data is stored and who can access it. With your own system you choose UK hosting and set retention rules yourself, which makes UK GDPR questions far easier to answer.</p>

<h2>Signs you should stay with a subscription</h2>
<ul>
<li><strong>The tool is a commodity.</strong> Accounting, payroll, email and office software are mature, good value and closely tied to regulation. Payroll alone involves Real Time Information submissions to HMRC, pension auto-enrolment and statutory pay rates that change every April. Do not rebuild it.</li>
<li><strong>Your spend is small.</strong> If a subscription costs under £300 a month and does the job, the payback on a build is usually too long to justify.</li>
<li><strong>Your process is still changing.</strong> If the business is young or mid-restructure, you may not yet know what you need. Use off-the-shelf tools, learn, then decide.</li>
<li><strong>Nobody can own it internally.</strong> Custom software needs someone on your side who understands the process and can make decisions. Without that person, projects drift.</li>
</ul>

<h2>The middle ground</h2>
<p>Very often the best answer is a mix. Keep mainstream accounting software for the books and build the operational core, such as jobs, clients, scheduling and reporting, connecting the two through the accounting package's API. You keep the compliance benefits of recognised accounting software and stop paying for features you never use.</p>

<h2>How to test the idea cheaply</h2>
<p>Before committing to a full build, ask for a short discovery phase: a week or two mapping your process, data and integrations, ending in a fixed scope and price. Because we build on a foundation of components refined across more than 47 live projects, our development typically runs 60-75% faster than starting from a blank page, and most projects can start within 1-2 weeks of sign-off. A good discovery phase must also be able to conclude "do not build this".</p>

<h2>A quick self-check</h2>
<ol>
<li>What will this subscription cost over five years, including price rises?</li>
<li>Which features do we actually use each week?</li>
<li>Where do we re-key data or keep a spreadsheet alongside the tool?</li>
<li>Who in the business would own a new system?</li>
<li>What happens to our data if the vendor is sold, raises prices or shuts down?</li>
</ol>
<p>If your answers point towards custom software, try the <a href="/calculator">calculator</a> for a first estimate or <a href="/contact">book a conversation</a> with our team. If they point the other way, that is a useful result too.</p>
`,
    author: 'Tom Whitworth',
    category: 'Software Development',
    tags: ['Custom Software', 'SaaS', 'Decision Making'],
    featured: false,
    publishedAt: '2024-02-20T10:00:00Z',
    metaTitle: 'When Custom Software Beats a Subscription',
    metaDescription:
      'An honest guide to when custom software pays off, when a SaaS subscription is the better choice, and how to test the idea before committing.',
  },
  {
    slug: 'migrating-data-out-of-saas-without-losing-history',
    title: 'How to Migrate Out of a SaaS Tool Without Losing History',
    excerpt:
      'Moving years of records out of a subscription platform is the riskiest part of replacing it. Here is how to check your contract, extract everything, preserve history and reconcile.',
    content: `
<p>The riskiest moment in replacing a subscription is not building the new system. It is moving years of records, such as jobs, invoices, notes, attachments and who changed what and when, out of a platform that was never designed to let you leave. Done carelessly, you lose the history your team relies on to answer customer queries and settle disputes. Done properly, nobody notices the switch.</p>

<h2>Start with the contract, not the data</h2>
<p>Before anyone writes an export script, read the terms of service and the data processing agreement. Check:</p>
<ul>
<li>How much notice you must give, and whether you are tied into an annual commitment</li>
<li>What happens to your data when the contract ends, and how long it remains accessible</li>
<li>Whether API access is included in your plan or costs extra</li>
<li>Whether the vendor will provide a full export on request, and in what format</li>
</ul>
<p>It is worth knowing that the UK GDPR right to data portability belongs to individuals, not businesses. Your ability to get your company's data out depends mostly on the contract. Where the data includes personal data, however, UK GDPR does require the vendor's processor terms to cover returning or deleting it at the end of the service. If the terms are vague, ask the vendor in writing now, while you are still a paying customer.</p>

<h2>Inventory what actually exists</h2>
<p>The export button rarely gives you everything. Typical gaps include:</p>
<ul>
<li><strong>Attachments:</strong> CSV exports list file names, not the files themselves.</li>
<li><strong>Activity history and audit logs:</strong> often visible only in the interface or through a separate API.</li>
<li><strong>Custom fields:</strong> exported as internal IDs rather than readable labels.</li>
<li><strong>Relationships:</strong> which contact belongs to which company, which invoice belongs to which job.</li>
<li><strong>Archived or deleted records</strong> that are excluded by default.</li>
</ul>
<p>List every type of record, count how many exist in the live system, and note where each can be extracted from. Those counts become your reconciliation targets later.</p>

<h2>Extract raw, transform separately</h2>
<p>We always take a complete raw copy first, saving every API response as it arrives and downloading every file, and store it somewhere you control. Only then do we transform it into the new structure. The separation matters because:</p>
<ul>
<li>You can rerun the transformation as often as needed without hitting the vendor's API limits again</li>
<li>If a mapping turns out to be wrong months later, the original data is still there</li>
<li>You keep an archive for retention obligations, such as the six years HMRC expects companies to keep financial records</li>
</ul>

<h2>Preserve identity and time</h2>
<p>Two details separate migrated data that feels native from data that feels pasted in:</p>
<ol>
<li><strong>Keep the old references.</strong> Store the source system's ID on every migrated record. When a customer quotes "job 48213" from an old email, staff can still find it.</li>
<li><strong>Keep original timestamps and authors.</strong> A note written by a former colleague in 2019 should still say so, rather than appearing as written by a migration account on the day you switched.</li>
</ol>

<h2>Reconcile, then reconcile again</h2>
<p>For every record type, compare counts. For financial data, compare totals too. If the old system shows 3,412 invoices totalling £1,284,550.20 for the last financial year, the new one must show exactly the same. Then ask the people who use the data every day to spot-check twenty or thirty records they know well. They will notice problems no script will.</p>

<h2>Plan the cut-over</h2>
<ol>
<li>Run a full trial migration into a test copy of the new system.</li>
<li>Fix mappings, rerun and repeat until reconciliation is clean.</li>
<li>Freeze changes in the old system, ideally at the end of a week or after a quiet month end.</li>
<li>Run a final migration of anything changed since the last trial.</li>
<li>Move users across, keeping the old system read-only for a few weeks if the contract allows.</li>
</ol>
<p>For a firm with five to ten years of data, expect the trial runs to take longer than the final one. That is a good sign.</p>

<h2>Close the old account properly</h2>
<p>Once you are sure the migration is complete, take a final archive, ask the vendor to confirm deletion of your data in writing, and remove stored payment details. Record the date in your records of processing; it is exactly the kind of evidence the <a href="https://ico.org.uk/">ICO</a> would expect you to be able to show.</p>
<p>If you are planning to leave a platform and want a second opinion on the export, <a href="/contact">talk to our team</a>. Migration is part of every replacement project we run, not an optional extra.</p>
`,
    author: 'Daniel Okafor',
    category: 'Software Architecture',
    tags: ['Data Migration', 'SaaS', 'UK GDPR'],
    featured: false,
    publishedAt: '2024-03-14T09:00:00Z',
    metaTitle: 'Migrating Out of SaaS Without Losing History',
    metaDescription:
      'How to move years of records, attachments and audit history out of a SaaS platform safely: contracts, raw extraction, reconciliation and cut-over.',
  },
  {
    slug: 'practical-ai-automation-for-back-office-tasks',
    title: 'Practical AI Automation for the Back Office, with a Human in the Loop',
    excerpt:
      'AI is good at reading messy documents and drafting text, and unreliable when left alone to decide. Here is how to automate back-office work safely, with real review and UK GDPR in mind.',
    content: `
<p>Most AI coverage that reaches small-business owners is either breathless or dismissive. The useful reality sits in between. Current language models are very good at reading messy documents and drafting text, and they are not reliable enough to be left alone to make decisions. Design around both facts and you can take hours of repetitive work out of an office every week.</p>

<h2>Where AI earns its keep</h2>
<p>The best candidates share three traits: high volume, a predictable shape, and a person who can check the output quickly. The most common in our projects are:</p>
<ul>
<li><strong>Supplier invoice capture.</strong> Reading PDF and emailed invoices, extracting supplier, date, invoice number, net, VAT and gross, and matching lines to purchase orders.</li>
<li><strong>Inbox triage.</strong> Sorting a shared inbox into enquiries, complaints, delivery questions and supplier messages, and suggesting who should pick each one up.</li>
<li><strong>Drafting replies.</strong> Producing a first draft from your own templates and the customer's order history, for a person to edit and send.</li>
<li><strong>Summarising.</strong> Turning a long email thread or site visit notes into a short summary on the job record.</li>
</ul>

<h2>A worked example: 600 invoices a month</h2>
<p>Consider a property maintenance company in Rochdale handling around 600 supplier invoices a month. Keying each into the accounts system takes about three minutes, which adds up to roughly 30 hours of staff time a month.</p>
<p>With an extraction step in place, each invoice arrives in a review screen with the fields already completed and the original PDF alongside. Anything the system is unsure about is highlighted. The reviewer checks, corrects where needed and approves. In a setup like this, average handling time typically drops to under a minute, bringing the monthly total to around nine hours. The AI processing itself costs a few pence per invoice.</p>
<p>Crucially, nothing posts to the ledger until a person approves it. The time saving comes from removing typing, not from removing judgement.</p>

<h2>Designing the review step</h2>
<p>A human in the loop only helps if the review is genuine rather than a reflex click. The rules we follow:</p>
<ol>
<li><strong>Show the source beside the output.</strong> The reviewer sees the original document and the extracted values together, without switching windows.</li>
<li><strong>Validate with ordinary code.</strong> Check that net plus VAT equals gross, that the VAT rate is a real one (20, 5 or 0 per cent), that the supplier is known and the invoice number is not a duplicate. These checks catch most AI mistakes before a person even looks.</li>
<li><strong>Flag uncertainty instead of hiding it.</strong> Fields that failed validation, or that the model was unsure about, are clearly highlighted.</li>
<li><strong>Log every decision.</strong> Record what the AI suggested, what the reviewer changed and who approved it. That gives you an audit trail and shows whether accuracy is improving or slipping.</li>
<li><strong>Keep a manual route.</strong> If the AI service is unavailable, staff can key invoices by hand as before.</li>
</ol>

<h2>Data protection is not optional</h2>
<p>Invoices, emails and customer records contain personal data, so UK GDPR applies in full. Before you automate:</p>
<ul>
<li>Use an AI provider on business terms that include a data processing agreement and confirm your data will not be used to train their models. Staff pasting customer emails into a free consumer chatbot is a data protection problem waiting to happen.</li>
<li>Check where the data is processed and whether safeguards for international transfers are in place.</li>
<li>Carry out a data protection impact assessment where the processing is likely to be high risk, particularly if it affects decisions about individuals. The <a href="https://ico.org.uk/">ICO</a> publishes guidance on AI and data protection that is worth reading.</li>
<li>Update your privacy notice if you are using personal data in a new way.</li>
</ul>
<p>Keeping a named person responsible for each decision also keeps you well clear of the UK GDPR restrictions on solely automated decisions with significant effects on individuals.</p>

<h2>What not to automate yet</h2>
<p>We advise against putting AI in charge of anything where a confident wrong answer is costly and hard to spot: credit decisions, HR matters, pricing complex quotes without review, or customer emails sent without anyone reading them first. Use AI to prepare the work, and let people make the call.</p>

<h2>Getting started</h2>
<p>Pick one process, measure how long it takes today, and build the smallest version that removes the typing. Run it alongside the manual process for a fortnight and compare. If it saves time and the error rate is at least as good as before, extend it.</p>
<p>If you have a back-office task that eats hours every week, <a href="/contact">tell us about it</a>. We can usually say within one conversation whether AI is the right tool, or whether a simpler rule-based automation would do the job better.</p>
`,
    author: 'Hannah Lees',
    category: 'AI & Automation',
    tags: ['AI', 'Automation', 'Back Office', 'UK GDPR'],
    featured: true,
    publishedAt: '2024-04-23T09:00:00Z',
    metaTitle: 'Practical AI Automation for Back-Office Tasks',
    metaDescription:
      'How UK small businesses can use AI for invoices, inbox triage and drafting, with genuine human review, validation and UK GDPR safeguards built in.',
  },
  {
    slug: 'cyber-essentials-for-a-20-person-firm',
    title: 'Cyber Essentials for a 20-Person Firm: A Practical Guide',
    excerpt:
      'What Cyber Essentials covers, what it costs, what is in scope and a realistic six-week plan for a small UK business to get certified first time.',
    content: `
<p>Cyber Essentials is the government-backed scheme that shows your business has basic technical controls in place against the most common online attacks. More customers now ask for it. It is required for many central government contracts that involve handling personal information, and larger firms increasingly expect it from their suppliers. For a 20-person business, certification is very achievable, but it rewards preparation.</p>

<h2>What the scheme covers</h2>
<p>There are five technical control areas, set out by the <a href="https://www.ncsc.gov.uk/cyberessentials/overview">National Cyber Security Centre</a>:</p>
<ol>
<li><strong>Firewalls:</strong> every device is protected by a correctly configured firewall, including laptops used at home.</li>
<li><strong>Secure configuration:</strong> default passwords changed, unnecessary software and accounts removed, auto-run disabled.</li>
<li><strong>Security update management:</strong> software is licensed and supported, and critical or high-risk updates are installed within 14 days of release.</li>
<li><strong>User access control:</strong> people have only the access they need, admin accounts are used only for admin work, and multi-factor authentication is switched on for cloud services.</li>
<li><strong>Malware protection:</strong> anti-malware is active on devices, or only approved applications are allowed to run.</li>
</ol>

<h2>Cyber Essentials or Cyber Essentials Plus?</h2>
<p><strong>Cyber Essentials</strong> is a self-assessment questionnaire, completed online and marked by an independent assessor. For an organisation with 10 to 49 employees, the fee is currently £400 plus VAT. <strong>Cyber Essentials Plus</strong> adds a hands-on technical audit of a sample of your devices and costs considerably more, usually well over £1,000 depending on the certification body and the number of devices. You need the basic certificate before you can go for Plus, and both must be renewed every 12 months. Most small firms sensibly start with the basic certificate.</p>

<h2>The scope question</h2>
<p>The first decision is scope, and most small firms should certify the whole organisation. In scope are all devices that access organisational data or services, including desktops, laptops, tablets, phones and servers, plus cloud services such as Microsoft 365 or Google Workspace. That includes personal phones used to read work email. Devices used only for calls, texts and authenticator apps are out of scope, as are home routers supplied by an internet provider, which is why software firewalls on laptops matter.</p>

<h2>A six-week plan</h2>
<h3>Weeks 1 to 2: inventory</h3>
<p>List every device, its operating system and version, and who uses it, plus every cloud service the firm uses. Include the old laptop in the cupboard that still connects to the network. A spreadsheet is fine at this size.</p>
<h3>Weeks 2 to 3: deal with unsupported software</h3>
<p>Anything that no longer receives security updates must be updated, replaced or taken out of scope. Windows 10 reaches end of support in October 2025, so if you are replacing machines now, buy with Windows 11 in mind. Old phones that no longer get updates are a common reason for failing.</p>
<h3>Weeks 3 to 4: accounts and MFA</h3>
<p>Turn on multi-factor authentication for every cloud service that offers it, starting with email. Remove accounts belonging to people who have left. Give staff standard accounts for daily work, with separate admin accounts for the one or two people who need them.</p>
<h3>Weeks 4 to 5: configuration and patching</h3>
<p>Switch on automatic updates wherever possible. Check firewalls are enabled. Change default passwords on routers, printers and network storage. Remove software nobody uses.</p>
<h3>Week 6: the questionnaire</h3>
<p>The question set is published, so read it in advance and answer honestly and specifically. Vague answers are a common cause of rejection.</p>

<h2>Where your own software fits</h2>
<p>The scheme concentrates on devices, accounts and cloud services; the code of bespoke web applications is largely outside its scope. That does not make it less important. Any custom system you commission should support multi-factor authentication, role-based access and encrypted connections, run on a server that is patched promptly, and have tested backups. We build all of these in by default and are happy to answer the security questions your assessor or customers ask.</p>

<h2>Useful extras</h2>
<ul>
<li>Ask your certification body whether you qualify for the cyber liability insurance included for many small UK organisations that certify their whole organisation.</li>
<li>Use the NCSC <a href="https://www.ncsc.gov.uk/collection/small-business-guide">Small Business Guide</a> for staff awareness, including spotting phishing.</li>
<li>Put the renewal date in the diary now, because certification lapses after 12 months.</li>
</ul>
<p>If your internal tools or customer portal need a review before you certify, <a href="/contact">get in touch</a> with our team.</p>
`,
    author: 'Tom Whitworth',
    category: 'Cybersecurity',
    tags: ['Cyber Essentials', 'NCSC', 'Security', 'Compliance'],
    featured: false,
    publishedAt: '2024-06-11T09:00:00Z',
    metaTitle: 'Cyber Essentials for a 20-Person Firm',
    metaDescription:
      'The five Cyber Essentials controls, costs, scope rules and a realistic six-week plan for a small UK business to achieve certification first time.',
  },
  {
    slug: 'web-app-or-native-mobile-app',
    title: 'Web App or Native Mobile App? How to Choose for Your Business',
    excerpt:
      'Do you need an app, or software that works well on a phone? A practical comparison of web apps, PWAs and native apps, with costs and the questions to ask first.',
    content: `
<p>"We need an app" is one of the things we hear most often. Sometimes it is true. Often what the business needs is software that works well on a phone, which is not always the same thing. The choice affects cost, timescales and how you update the software for years, so it is worth getting right.</p>

<h2>The three options</h2>
<ul>
<li><strong>Responsive web app:</strong> runs in the browser on any device. One codebase, updated instantly for everyone.</li>
<li><strong>Progressive web app (PWA):</strong> a web app that can be added to the home screen, open full screen, work offline with cached data and, on recent versions of iOS and Android, send push notifications.</li>
<li><strong>Native app:</strong> installed from the App Store or Google Play, built with Apple's and Google's own tools or a cross-platform framework such as React Native or Flutter.</li>
</ul>

<h2>When a web app or PWA is enough</h2>
<p>For most internal tools and customer portals, a well-built web app does everything required. Job tracking for a Rochdale joinery firm is a good example. Fitters on site need to see today's jobs, tick off tasks, add notes and photos, and capture a customer's signature. All of that works in a mobile browser. The phone camera can be used for photos, and a PWA can store the day's jobs so fitters with poor signal can keep working, syncing when they are back in range.</p>
<p>Web apps also avoid app store review, so a fix can go live in minutes rather than days, and nobody is ever running an outdated version.</p>

<h2>When native is worth it</h2>
<p>Go native when you need capabilities that browsers lack or handle inconsistently, particularly on iPhones:</p>
<ul>
<li><strong>Bluetooth devices</strong> such as label printers, scales or sensors. Web Bluetooth is not supported in Safari on iOS.</li>
<li><strong>NFC tag reading.</strong> Web NFC is limited to Chrome on Android.</li>
<li><strong>Reliable background location</strong>, for example recording a delivery route while the phone is locked.</li>
<li><strong>Heavy offline use</strong> over days or weeks, with large amounts of data kept on the device.</li>
<li><strong>A consumer product</strong> where being found in the app stores, and having an icon on the customer's phone, is part of the point.</li>
</ul>

<h2>Comparing the costs</h2>
<p>Indicative differences for a typical small-business build of around ten screens:</p>
<table>
<thead>
<tr><th>Factor</th><th>Web app or PWA</th><th>Cross-platform native app</th></tr>
</thead>
<tbody>
<tr><td>Codebases to maintain</td><td>One</td><td>The app, plus a web admin area</td></tr>
<tr><td>Relative build cost</td><td>Baseline</td><td>Typically 30-60% more</td></tr>
<tr><td>Store fees</td><td>None</td><td>Apple developer membership of around £79 a year, plus a one-off Google Play registration fee</td></tr>
<tr><td>Time to release a fix</td><td>Minutes</td><td>Hours to a few days, depending on store review</td></tr>
<tr><td>Ongoing compatibility work</td><td>Browser updates</td><td>Annual iOS and Android releases, plus older devices</td></tr>
</tbody>
</table>
<p>Registering as an organisation on either store also requires a D-U-N-S number, which can take a week or two to obtain, so allow for it in the plan.</p>

<h2>Internal apps and the stores</h2>
<p>If an app is only for your own staff, publishing it publicly on the stores is awkward. Private distribution routes exist, such as custom apps through Apple Business Manager and private apps in managed Google Play, but they add set-up work and usually a mobile device management tool. That is another reason internal tools normally start life as web apps.</p>

<h2>A sensible path</h2>
<p>Our usual recommendation is to start with a web app, built so the business logic lives on the server behind a clean API. If a native app becomes necessary later, it talks to the same API and none of the business logic is rewritten. You pay for native when you have evidence that you need it, not before.</p>

<h2>Questions to ask before deciding</h2>
<ol>
<li>Who will use it: staff, customers or both?</li>
<li>Does it need Bluetooth, NFC or background location?</li>
<li>How long will users be offline, and how much data will they need with them?</li>
<li>Does being in the app stores matter to your customers?</li>
<li>Who will handle store submissions and the yearly operating system updates?</li>
</ol>
<p>Not sure which way to go? <a href="/contact">Tell us what your team needs to do on their phones</a> and we will give you a straight recommendation, including when the answer is that you do not need an app at all.</p>
`,
    author: 'Priya Shah',
    category: 'Mobile Apps',
    tags: ['Mobile Apps', 'Web Apps', 'PWA'],
    featured: false,
    publishedAt: '2024-07-30T09:00:00Z',
    metaTitle: 'Web App or Native Mobile App? How to Choose',
    metaDescription:
      'Web app, PWA or native app? A plain comparison of capabilities, costs and maintenance to help UK businesses choose the right option for staff or customers.',
  },
  {
    slug: 'planning-an-ecommerce-replatform',
    title: 'Planning an E-commerce Replatform Without Losing Sales',
    excerpt:
      'Moving your online shop can cut fees and fix your back office, or cost you rankings and revenue. How to time it, protect SEO, migrate data and launch safely.',
    content: `
<p>Moving an online shop to a new platform is one of the riskier projects a small retailer takes on. Done well, you get lower fees, a faster site and a back office that fits how you work. Done badly, you can lose search rankings, customer accounts and a chunk of revenue in the months that matter most. This is how we plan replatforms for small UK retailers.</p>

<h2>Be clear why you are moving</h2>
<p>Write down the problems you are solving, with figures where you can. Common reasons include:</p>
<ul>
<li>Platform and app fees that have crept up; £400 to £900 a month in apps alone is not unusual for a shop turning over £500,000</li>
<li>Transaction fees charged on top of card processing</li>
<li>Trade or wholesale pricing the platform cannot handle without workarounds</li>
<li>Stock held in a separate system that never quite matches the website</li>
<li>An old platform that no longer receives security patches</li>
</ul>
<p>If the main complaint is how the site looks, a redesign on your current platform may be cheaper than a move.</p>

<h2>Pick your moment</h2>
<p>Never go live in the run-up to Black Friday and Christmas. For most retailers, the best windows are January to March or early summer. Work backwards: a typical small-shop replatform takes 8 to 16 weeks from kick-off to launch, so a February launch means starting in the autumn.</p>

<h2>Protect your search rankings</h2>
<p>This is where most replatforms lose money. Your existing URLs carry years of links and rankings. If they change without redirects, those pages drop out of search results.</p>
<ol>
<li>Crawl the current site and export every URL: products, categories, content pages and images.</li>
<li>Pull your top landing pages from analytics and Google Search Console so you know which matter most.</li>
<li>Map every old URL to its new equivalent and set up permanent (301) redirects.</li>
<li>Keep page titles, descriptions and product copy for your best-performing pages.</li>
<li>After launch, submit the new sitemap and check Search Console daily for errors for the first few weeks.</li>
</ol>

<h2>Move the data that matters</h2>
<table>
<thead>
<tr><th>Data</th><th>Migrate?</th><th>Notes</th></tr>
</thead>
<tbody>
<tr><td>Products, variants and SKUs</td><td>Yes</td><td>Clean up duplicates and discontinued lines first</td></tr>
<tr><td>Customer accounts</td><td>Yes</td><td>Passwords usually cannot be carried over, so plan a friendly reset email</td></tr>
<tr><td>Order history</td><td>Yes</td><td>Customers expect to see past orders, and you need it for returns and VAT records</td></tr>
<tr><td>Reviews</td><td>Usually</td><td>Check what your review provider can export</td></tr>
<tr><td>Marketing consent</td><td>Carefully</td><td>Only migrate consent you can evidence under PECR and UK GDPR</td></tr>
<tr><td>Abandoned baskets</td><td>No</td><td>Little value, and often personal data you no longer need</td></tr>
</tbody>
</table>

<h2>Do not forget the back office</h2>
<p>The shop front is only half the project. Map how orders flow to your accounting software, courier labels, stock system and any marketplace listings. Test VAT handling carefully, including zero-rated goods such as books and children's clothing if you sell them, and check that your invoices still meet HMRC requirements.</p>

<h2>Launch checklist</h2>
<ul>
<li>Test orders placed and refunded with every payment method</li>
<li>Order confirmation, dispatch and refund emails reviewed</li>
<li>Redirects tested for your top 200 URLs</li>
<li>Analytics and conversion tracking working, with cookie consent behaving correctly</li>
<li>Privacy notice and terms updated for the new platform</li>
<li>Old platform kept accessible, read-only, for at least a month</li>
</ul>
<p>Launch early in the week and early in the day, with people ready to fix issues quickly. A Tuesday morning launch gives you four working days before the weekend.</p>

<h2>Custom or hosted?</h2>
<p>Hosted platforms are a sensible default for straightforward catalogues. A custom shop, or a custom back office connected to a hosted shop front, makes more sense when you have trade pricing, complex product options, or monthly fees climbing into four figures. We will tell you honestly which group you fall into.</p>
<p>Thinking about a move? Use the <a href="/calculator">calculator</a> to compare your current platform and app fees with a one-off build, or <a href="/contact">contact us</a> to talk through timing.</p>
`,
    author: 'Hannah Lees',
    category: 'E-commerce',
    tags: ['E-commerce', 'Replatforming', 'SEO', 'Migration'],
    featured: false,
    publishedAt: '2024-09-17T09:00:00Z',
    metaTitle: 'Planning an E-commerce Replatform Safely',
    metaDescription:
      'How UK retailers can move to a new e-commerce platform without losing sales: timing, SEO redirects, data migration, VAT checks and a launch checklist.',
  },
  {
    slug: 'cloud-hosting-costs-in-pounds',
    title: 'What Does Cloud Hosting Actually Cost? A Guide in Pounds',
    excerpt:
      'Realistic monthly hosting costs for small-business systems, from a £15 internal tool to a busy customer-facing app, plus the mistakes that inflate cloud bills.',
    content: `
<p>One of the first questions clients ask when they consider owning their software is what it will cost to run. The honest answer is usually "less than you fear", but hosting bills can surprise you if nobody is watching them. Here are realistic monthly figures in pounds, based on the kind of systems we run for clients, and the things that push costs up.</p>

<h2>What you are paying for</h2>
<ul>
<li><strong>Compute:</strong> the server or servers running your application</li>
<li><strong>Database:</strong> on the same server, or a managed database service</li>
<li><strong>Storage:</strong> files, documents and photos, usually in object storage</li>
<li><strong>Backups:</strong> copies kept somewhere separate from the main system</li>
<li><strong>Data transfer:</strong> traffic from the provider out to your users</li>
<li><strong>Extras:</strong> email sending, monitoring, domain names and SSL certificates, which are often free</li>
</ul>

<h2>Typical monthly costs</h2>
<p>These ranges exclude VAT and assume UK or EU data centres. Exact figures depend on the provider and on exchange rates, as many providers bill in US dollars or euros.</p>
<table>
<thead>
<tr><th>System</th><th>Typical set-up</th><th>Monthly cost</th></tr>
</thead>
<tbody>
<tr><td>Internal tool, up to 30 staff</td><td>One small virtual server, database on the same server, nightly off-site backups</td><td>£15-£50</td></tr>
<tr><td>Client portal, a few hundred users</td><td>Application server, managed database, object storage for documents, transactional email</td><td>£60-£180</td></tr>
<tr><td>Busy shop or customer-facing app</td><td>Two or more application servers behind a load balancer, managed database with standby, content delivery network</td><td>£200-£600</td></tr>
</tbody>
</table>
<p>For comparison, a 25-person business replacing £1,500 a month of subscriptions with an internal tool will usually spend under £50 a month on hosting. Support and maintenance are a separate and larger cost, covered below.</p>

<h2>Big cloud or smaller provider?</h2>
<p>AWS, Microsoft Azure and Google Cloud all have London data centres and an enormous range of services. They are excellent when you need that range, but for a small application the pricing is complex, and the same capacity often costs two to three times as much as a straightforward virtual server from a smaller provider. Costs also hide in corners: data transfer charges, public IP addresses and snapshots nobody deleted.</p>
<p>For most small-business systems we recommend simple virtual servers from a reputable provider, with UK or EU hosting chosen to suit your data protection needs. If you already work with an IT partner who manages your Microsoft 365 and Azure estate, hosting there can make sense for consistency.</p>

<h2>Where bills go wrong</h2>
<ol>
<li><strong>Over-sizing on day one.</strong> Start small and resize when monitoring shows a need. Most providers let you upgrade in minutes.</li>
<li><strong>Forgotten resources.</strong> Test servers left running, old snapshots and unused storage volumes. Review the bill every month.</li>
<li><strong>Storing files in the database.</strong> Large documents belong in object storage, which costs a couple of pence per gigabyte per month.</li>
<li><strong>No spending limits.</strong> Set billing alerts so that a bug or an attack cannot quietly run up a four-figure bill.</li>
</ol>

<h2>Backups are not optional</h2>
<p>Budget for backups from the start. A sensible baseline for a small system is nightly database backups kept for 30 days and monthly backups kept for a year, stored with a different provider or at least in a different region, and a test restore every quarter. The storage usually costs £2-£10 a month. The test restore is the part people skip, and the part that matters most.</p>

<h2>Hosting versus support</h2>
<p>Hosting is cheap; looking after it is where the real cost lies. Someone needs to apply security updates, watch for failures, renew certificates and restore data if something goes wrong. Expect a support agreement to cost more than the hosting itself, typically £150-£500 a month for a small-business system depending on response times and how much development time is included.</p>

<h2>Who owns the account?</h2>
<p>Whichever provider you choose, the hosting account should be in your business's name and paid by your business, with your developer given access. If your agency owns the account, you do not fully own your system. We set up hosting in the client's name as standard.</p>
<p>Want to see what running your own system would cost compared with your current subscriptions? Our <a href="/calculator">calculator</a> includes hosting and support in the comparison, or <a href="/contact">ask us</a> for a quote based on your requirements.</p>
`,
    author: 'Daniel Okafor',
    category: 'Cloud Computing',
    tags: ['Cloud Hosting', 'Costs', 'Infrastructure'],
    featured: false,
    publishedAt: '2024-11-05T09:00:00Z',
    metaTitle: 'Cloud Hosting Costs for Small Businesses, in £',
    metaDescription:
      'Realistic monthly hosting costs in pounds for internal tools, client portals and customer-facing apps, plus how to avoid surprises on your cloud bill.',
  },
];

export const EXISTING_BLOG_POSTS: SeedBlogPost[] = [
  {
    slug: 'what-owning-your-code-really-means',
    title: 'What Owning Your Code Really Means: IP, Hosting and Handover',
    excerpt:
      '"You will own the code" is an easy promise to make. Real ownership has legal, technical and practical parts, and you need all three to be independent of your developer.',
    content: `
<p>"You'll own the code" appears in plenty of agency proposals. It is a good promise, but on its own it does not mean much. Ownership has three parts, legal, technical and practical, and you need all three to be genuinely independent of the people who built your system.</p>

<h2>1. Legal ownership: the intellectual property</h2>
<p>Under UK law, copyright in software written by an outside contractor belongs to the contractor unless it is assigned in writing. Paying for the work does not transfer it automatically. Your contract should:</p>
<ul>
<li>Assign copyright in the bespoke code to your business, usually on final payment</li>
<li>Give you a perpetual, irrevocable licence to any pre-existing components the developer reuses across clients</li>
<li>List the open-source libraries used and confirm their licences permit commercial use</li>
</ul>
<p>The second point matters. Most agencies, including us, build on a foundation of tested components refined over many projects, which is a large part of why development is faster and cheaper. You should not expect to own those outright, but you must be able to use, modify and keep running them indefinitely.</p>

<h2>2. Technical ownership: access to everything</h2>
<p>Copyright is little use if you cannot reach the code. At handover you should have:</p>
<ul>
<li>The source code in a repository your business controls, with full history</li>
<li>Hosting, domain names and DNS in your business's name and paid by your business</li>
<li>Admin access to the database, backups and third-party services such as email sending or payments</li>
<li>All passwords and keys held in a password manager your business owns</li>
</ul>
<p>A useful test: if your agency disappeared tomorrow, could another developer pick up the system on Monday morning without asking anyone for a login?</p>

<h2>3. Practical ownership: can someone else maintain it?</h2>
<p>Code that only its original author understands is owned in name only. Ask for:</p>
<ul>
<li>Mainstream, widely used languages and frameworks rather than anything obscure</li>
<li>A README explaining how to run the system locally and deploy it</li>
<li>Automated tests covering the important business rules</li>
<li>A short architecture document describing the parts and how they connect</li>
<li>A recorded handover session with whoever will maintain it next</li>
</ul>

<h2>What about support?</h2>
<p>Owning your code does not mean you must maintain it yourself. Most clients keep a support agreement with the original developer because it is convenient. The difference is that you can leave. If prices rise or service slips, you can move to another developer or bring the work in-house without rebuilding anything. That freedom is the real point of ownership, and it is exactly what a SaaS subscription never gives you.</p>

<h2>Questions to ask any agency</h2>
<ol>
<li>Who owns the copyright at the end of the project, and where does the contract say so?</li>
<li>Whose name will the hosting and domain accounts be in?</li>
<li>Can I see an example of your handover documentation?</li>
<li>What happens if I want to move support elsewhere?</li>
</ol>
<p>We are happy to answer all four in writing before you commit. <a href="/contact">Get in touch</a> if you would like to see how our handover works.</p>
`,
    author: 'Tom Whitworth',
    category: 'Software Development',
    tags: ['Intellectual Property', 'Handover', 'Contracts'],
    featured: false,
    publishedAt: '2024-01-30T09:00:00Z',
    metaTitle: 'What Owning Your Code Really Means',
    metaDescription:
      'Owning your software means more than a line in a proposal. What to check on intellectual property, hosting accounts and handover before you sign.',
  },
  {
    slug: 'simple-architecture-for-a-small-internal-tool',
    title: 'A Simple, Reliable Architecture for a Small Internal Tool',
    excerpt:
      'An internal tool for 25 people does not need microservices. One server, a proper database, object storage and tested backups will serve most small businesses for years.',
    content: `
<p>Software teams have a habit of designing for scale that will never arrive. An internal tool used by 25 people in a Rochdale office does not need microservices, container orchestration or a dozen cloud services. It needs to be fast, secure, easy to maintain and hard to lose data from. This is the set-up we use for most small internal systems, and why.</p>

<h2>The components</h2>
<ol>
<li><strong>One application server.</strong> A single virtual server, typically two processors and 4 GB of memory, running the web application.</li>
<li><strong>A relational database.</strong> PostgreSQL, on the same server or as a managed service. Jobs, customers and invoices are relational by nature, and a proper database enforces the rules that keep them consistent.</li>
<li><strong>Object storage for files.</strong> Photos, PDFs and documents live outside the database, keeping it small and backups quick.</li>
<li><strong>A reverse proxy.</strong> Handles HTTPS with automatically renewed certificates.</li>
<li><strong>Off-site backups.</strong> The part that matters most.</li>
</ol>

<h2>Why one server is enough</h2>
<p>A modest server handles far more than people expect. A well-written application on that hardware can serve hundreds of requests a second, while an office of 25 people generates a handful at peak. Fewer moving parts means fewer things to patch, monitor and pay for, and problems are easier to diagnose. Hosting typically costs £15-£50 a month.</p>
<p>The trade-off is that if the server fails, the system is down until it is restored. For most internal tools, an hour or two of downtime once every few years is acceptable, provided the data is safe. If it is not, add a second server and a managed database with a standby, but make that decision deliberately.</p>

<h2>Backups that actually work</h2>
<ul>
<li>Nightly database dumps with <code>pg_dump</code>, plus continuous archiving if losing a day's work would hurt</li>
<li>Encrypted copies stored with a different provider from the main server</li>
<li>30 daily and 12 monthly copies retained, in line with your retention policy</li>
<li>Versioning on object storage, so deleted or overwritten files can be recovered</li>
<li>A quarterly test restore onto a fresh server, with the time it took written down</li>
</ul>
<p>A backup you have never restored is a hope, not a backup.</p>

<h2>Security basics</h2>
<p>Only web traffic reaches the server from the internet, and administrative access uses keys rather than passwords. Operating system security updates install automatically. Users sign in with multi-factor authentication and each has a role that limits what they can see. The database is not reachable from the internet at all. These choices also sit comfortably with Cyber Essentials requirements.</p>

<h2>Monitoring</h2>
<p>An external uptime check, alerts for low disk space and failed backups, and application error logging. None of it is expensive, and it means we usually know about a problem before the client does.</p>

<h2>Room to grow</h2>
<p>Because the application keeps no important state on the server itself, it can move to a bigger server, or several, without redesign. Start simple, and scale when the evidence says so.</p>
<p>Planning an internal tool? <a href="/contact">Talk to us</a> about a set-up that suits your size, or use the <a href="/calculator">calculator</a> to compare running costs with your current subscriptions.</p>
`,
    author: 'Daniel Okafor',
    category: 'Software Architecture',
    tags: ['Architecture', 'Hosting', 'Backups', 'PostgreSQL'],
    featured: false,
    publishedAt: '2024-04-09T09:00:00Z',
    metaTitle: 'A Simple Architecture for a Small Internal Tool',
    metaDescription:
      'One server, a proper database, object storage and tested backups: the straightforward architecture that suits most small-business internal tools.',
  },
  {
    slug: 'what-a-small-business-website-needs',
    title: 'What a Small Business Website Actually Needs in 2024',
    excerpt:
      'Most small business websites have one job: turning visitors into enquiries. The seven things that matter most, from mobile speed to accessibility and cookie consent.',
    content: `
<p>Most small business websites have one job: turning a visitor into an enquiry. A Rochdale heating engineer does not need animations or a carousel. They need someone on a phone, standing in a cold kitchen, to find the phone number within seconds. Here is what we think matters, roughly in order.</p>

<h2>1. Clear answers on the first screen</h2>
<p>What you do, where you do it and how to get in touch. "Boiler repairs and servicing across Rochdale, Bury and Oldham", with a phone number beside it, does more work than any slogan.</p>

<h2>2. A page for each service</h2>
<p>Separate pages for each main service help visitors and search engines alike. Each should explain what is included, give a price range if you can, and say what happens next. A few pages of real substance beat dozens of thin near-duplicates.</p>

<h2>3. Speed on a mobile connection</h2>
<p>Most visits to a typical small business site come from phones, often on patchy mobile data. Aim for the main content to appear within about 2.5 seconds. Compress images, avoid heavy page builders and unnecessary scripts, and test with Google's PageSpeed Insights on the mobile setting.</p>

<h2>4. Accessibility</h2>
<p>Nearly a quarter of people in the UK report a disability, and accessible sites work better for everyone. Aim for WCAG 2.2 level AA: sufficient colour contrast, text that can be enlarged, descriptive link text, alt text on meaningful images, properly labelled forms, and everything usable with a keyboard. The Equality Act 2010 expects service providers to make reasonable adjustments, and that includes your website.</p>

<h2>5. Cookies and privacy done properly</h2>
<p>Under PECR, non-essential cookies such as analytics and advertising trackers need consent before they are set. A banner that loads trackers before the visitor chooses, or buries the reject option, falls short of what the <a href="https://ico.org.uk/">ICO</a> expects. Consider privacy-friendly analytics, and publish a plain-English privacy notice explaining what your contact form collects and how long you keep it.</p>

<h2>6. Forms that reach someone</h2>
<p>Test your contact form every month. We regularly find forms that have been failing silently for weeks after a hosting or email change. Send enquiries to a shared inbox rather than one person's email, and use spam protection that does not make genuine customers solve puzzles.</p>

<h2>7. Trust signals</h2>
<p>Real photos of your team and work, genuine reviews, and accreditations such as Gas Safe registration or Cyber Essentials. Limited companies must also show their registered name, company number and registered office on their website, which reassures visitors too.</p>

<h2>What you can skip</h2>
<p>Sliders, autoplaying video, chat widgets nobody staffs, and a blog last updated three years ago. Each adds weight or upkeep without helping anyone enquire.</p>
<p>If your website is not producing enquiries, <a href="/contact">get in touch</a> for a plain-spoken review.</p>
`,
    author: 'Priya Shah',
    category: 'Web Design',
    tags: ['Web Design', 'Accessibility', 'Performance', 'PECR'],
    featured: false,
    publishedAt: '2024-06-25T09:00:00Z',
    metaTitle: 'What a Small Business Website Actually Needs',
    metaDescription:
      'Seven things that matter on a small business website: clear answers, service pages, mobile speed, accessibility, proper cookie consent and trust signals.',
  },
  {
    slug: 'trade-ordering-portal-for-wholesalers',
    title: 'Building a Trade Ordering Portal for a Small Wholesaler',
    excerpt:
      'Trade customers want their own prices, fast reordering and invoices on demand. What a good B2B ordering portal includes, and why integration is the real work.',
    content: `
<p>Many small wholesalers and distributors still take most trade orders by phone, email and the occasional photo of a handwritten list. It works until it does not: orders keyed twice, customers ringing to check stock, price lists in six versions of a spreadsheet. A trade ordering portal fixes much of this. Here is what a good one includes, using the example of a Rochdale building supplies wholesaler with around 300 trade accounts.</p>

<h2>Why retail shop platforms struggle</h2>
<p>Retail e-commerce platforms assume one price per product and a card payment at checkout. Trade buying works differently:</p>
<ul>
<li>Each account may have its own price list, discount band or negotiated prices on specific lines</li>
<li>Most customers buy on credit terms, often 30 days from the end of the month, with credit limits</li>
<li>Several people at one customer may place orders, with different permissions</li>
<li>Prices are shown excluding VAT, and invoices must show VAT correctly</li>
</ul>
<p>These can be bolted on to retail platforms with apps, but the monthly fees add up and the workarounds rarely feel right.</p>

<h2>What the portal should do</h2>
<ol>
<li><strong>Show each customer their own prices</strong> and live stock, taken from your stock or accounts system.</li>
<li><strong>Make reordering fast.</strong> Previous orders, saved lists and quick entry by product code matter far more to trade buyers than product photography.</li>
<li><strong>Respect credit limits.</strong> Orders that would exceed a limit go to the accounts team for approval rather than being blocked outright.</li>
<li><strong>Offer self-service.</strong> Invoices, statements, delivery notes and proof of delivery available to download, which cuts "can you send me a copy" calls.</li>
<li><strong>Handle delivery slots and collection</strong>, including collection from a particular branch.</li>
</ol>

<h2>Integration is the real work</h2>
<p>The portal is only as good as its connection to your back office. Orders should flow straight into your accounting or stock system without re-keying, and prices and stock should update at least every few minutes. Where a system has an API, this is straightforward. Where it does not, scheduled file exchanges are less elegant but perfectly reliable.</p>

<h2>Rolling it out</h2>
<p>Start with your twenty most active accounts. Show them the portal in person or on a call, listen to their feedback, and fix the friction before inviting everyone else. Keep taking phone orders: the aim is to make the portal the easiest option, not the only one. With that approach, it is realistic for around half of trade orders to come through the portal within six months, freeing counter and office staff for the calls that genuinely need a person.</p>

<h2>Costs</h2>
<p>A focused trade portal integrated with one back-office system is a one-off build plus modest hosting and support. Compared with stacking B2B apps on a retail platform, our clients typically see around a 60% cost reduction over a few years.</p>
<p>If your trade customers are still phoning orders through, <a href="/contact">talk to us</a> about what a portal could look like for you, or try the <a href="/calculator">calculator</a>.</p>
`,
    author: 'Hannah Lees',
    category: 'E-commerce',
    tags: ['B2B', 'E-commerce', 'Wholesale', 'Integration'],
    featured: false,
    publishedAt: '2024-08-20T09:00:00Z',
    metaTitle: 'Building a Trade Ordering Portal for Wholesalers',
    metaDescription:
      'What a B2B trade ordering portal needs: account pricing, credit limits, fast reordering and self-service invoices, connected properly to your back office.',
  },
  {
    slug: 'ai-drafted-quotes-from-site-survey-notes',
    title: 'Using AI to Draft Quotes from Site Survey Notes',
    excerpt:
      'For trades firms, quoting is often the bottleneck. How AI can turn survey notes into a draft quote priced from your own price book, with an estimator making the final call.',
    content: `
<p>For many trades and construction firms, quoting is the bottleneck. The surveyor visits, takes photos and scribbled notes, and someone then spends an evening turning them into a priced quote. Quotes go out days late, and some work is lost to competitors who reply faster. This is a task where AI genuinely helps, provided a person stays responsible for the price.</p>

<h2>How it works</h2>
<ol>
<li>The surveyor records notes on site, typed or dictated into a phone, with measurements and photos attached to the job.</li>
<li>An AI model reads the notes and produces a structured list of work items. For a kitchen fit, that might be strip-out, first-fix electrics, units, worktops, tiling and making good.</li>
<li>Each item is matched against your own price book, covering labour rates, material costs and margins, using ordinary code rather than AI. The model never invents prices.</li>
<li>The system assembles a draft quote, flagging anything it could not match.</li>
<li>The estimator reviews it, adjusts items and quantities, adds judgement about access or complexity, and approves. Only then does it go to the customer.</li>
</ol>

<h2>Why the split matters</h2>
<p>Language models are good at understanding messy notes such as "approx 4.2m run, corner unit, wants quartz, check soffit" and turning them into tidy lists. They are not trustworthy at arithmetic or at knowing what your business charges. Keeping pricing in deterministic code means every figure traces back to your price book, and the AI's role is limited to reading and structuring.</p>

<h2>What to expect</h2>
<p>For a firm producing 40 to 60 quotes a month, typical results once the system has bedded in are:</p>
<ul>
<li>Time to prepare a standard quote down from around 90 minutes to 20 or 30</li>
<li>Quotes sent the same or next working day rather than later in the week</li>
<li>More consistent descriptions of scope, which means fewer disputes about what was included</li>
</ul>
<p>Unusual jobs still need an experienced estimator, and it should always be easy to build a quote by hand when the draft is not useful.</p>

<h2>Getting the foundations right</h2>
<p>The output is only as good as your price book. If your prices live in someone's head or an out-of-date spreadsheet, sorting that out comes first, and it is valuable even without AI. Record what the AI suggested and what the estimator changed; over time, that shows where the matching needs improving.</p>
<p>Customer names, addresses and photos of their homes are personal data, so use an AI provider on business terms with a data processing agreement, and make sure your privacy notice covers how survey information is used.</p>
<p>If quoting is holding your business back, <a href="/contact">tell us how you quote today</a> and we will show you what a draft-and-review process could look like.</p>
`,
    author: 'Sam Greenhalgh',
    category: 'AI & Automation',
    tags: ['AI', 'Quoting', 'Trades'],
    featured: false,
    publishedAt: '2024-10-15T09:00:00Z',
    metaTitle: 'Using AI to Draft Quotes from Site Survey Notes',
    metaDescription:
      'How trades firms can use AI to turn site survey notes into draft quotes priced from their own price book, with an estimator reviewing every quote.',
  },
];
