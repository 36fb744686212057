import { embedUrl, type Video } from './video.js';

/**
 * Shown when no YouTube key is configured or YouTube cannot answer.
 * Each id was checked on 2026-11-22 against a stored page keyed by the id that shows the
 * same title and a matching transcript (https://yego.me/articles/<id>); for NJk_ZOUpvl0 also
 * rosetta.to/u/khanacademy. No government channel's ids could be verified offline, so the
 * list is Khan Academy's free civics and money lessons; swap in USCIS videos once their ids
 * are confirmed. The naturalization lesson predates the 2025 civics test, so its description says
 * so (USCIS: applications filed on or after 20 Oct 2025 take the 2025 test; docs/guide-evidence.md).
 */
const CURATED: ReadonlyArray<Omit<Video, 'url'>> = [
  {
    id: 'NJk_ZOUpvl0',
    title: 'The naturalization process | Citizenship | High school civics | Khan Academy',
    description:
      'The steps to become a U.S. citizen: checking eligibility, filing Form N-400, the biometrics appointment, the interview with the English and civics test, and the oath ceremony. ' +
      'Note: this lesson describes the older civics test. Applications filed on or after October 20, 2025 take the 2025 civics test; see uscis.gov/citizenship for the test you will take.',
  },
  {
    id: 'JVXQvJvfuGw',
    title: 'What is citizenship? | Citizenship | High school civics | Khan Academy',
    description:
      'What U.S. citizenship means, the two ways to become a citizen (birth or naturalization), and how to take part in your community.',
  },
  {
    id: 'VjPE5JTGjXE',
    title: 'Obligations of citizenship | Citizenship | High school civics | Khan Academy',
    description:
      'The duties every U.S. citizen has, such as obeying the law, serving on a jury and paying taxes, and how they link to the naturalization oath.',
  },
  {
    id: '2m-18YW7yf4',
    title: 'Types of health insurance plans | Insurance | Financial Literacy | Khan Academy',
    description:
      'The main ways to get health insurance in the U.S.: an individual plan, coverage through an employer, or a government program such as Medicaid or Medicare.',
  },
  {
    id: 'L8zPRF3JsE4',
    title: 'Taxes intro | Taxes and tax forms | Financial Literacy | Khan Academy',
    description:
      'A first look at U.S. taxes: sales tax, property tax, and state and federal income tax.',
  },
  {
    id: '-_EBDvZwXp0',
    title: 'Types of bank accounts | Banking | Financial Literacy | Khan Academy',
    description:
      'Checking accounts, savings accounts, money market accounts and CDs compared, so you can choose a bank account that fits how you use your money.',
  },
];

export const curatedVideos: readonly Video[] = CURATED.map((video) => ({ ...video, url: embedUrl(video.id) }));
