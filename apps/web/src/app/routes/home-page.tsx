import { pathTo } from '@teewatch/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { type FaqItem, FaqList } from '../../components/faq-list';
import { HomeHero } from '../../features/home/components/home-hero';
import { HomeCard, HomeSection } from '../../features/home/components/home-section';
import { LiveTeeTimeStrip } from '../../features/home/components/live-tee-time-strip';
import { useCourseList } from '../../lib/course-list';
import { usePageMeta } from '../../lib/use-page-meta';
import { PAGE_METAS } from '../page-metas';

// The home page stays light (its initial JavaScript is budgeted): no shared contract, no date library.

/**
 * The count comes from the catalogue (the courses read live; directory-only ones are on the courses page),
 * never a constant; until it arrives the sentence names none.
 */
export function everyCourseText(courseCount: number | undefined): string {
  const courses = courseCount === undefined ? 'public courses' : `${courseCount} public courses`;
  return `See live tee times from ${courses} across Vancouver, Burnaby, Richmond and beyond, side by side.`;
}

/** The "Tee times made simple" cards; the first names the catalogue's course count once it is known. */
const features = (courseCount: number | undefined) => [
  {
    title: 'Every course in one search',
    text: everyCourseText(courseCount),
  },
  {
    title: 'A waitlist that never sleeps',
    text: 'Tell us the courses, dates and times you want. We watch the tee sheets and email you when a spot opens.',
  },
  {
    title: 'Book directly with the course',
    text: "Every tee time links to the course's own booking page, so you always pay the course's own price.",
  },
];

const STEPS = [
  {
    title: 'Pick your courses and dates',
    text: 'Choose as many courses and days as you like, with your time window and party size.',
  },
  {
    title: 'We watch the tee sheets',
    text: 'Teewatch checks availability around the clock for the next 30 days.',
  },
  {
    title: 'Get an email and book',
    text: 'The moment a matching tee time opens, we email you a link to book it.',
  },
];

const WHY_JOIN = [
  'Free: no fees, no credit card, no promotional email',
  'Set up in under 2 minutes',
  'Cancel with one click from any alert email',
];

const FAQ: FaqItem[] = [
  {
    question: 'What is Teewatch?',
    answer:
      'Teewatch is a free tee time finder and waitlist for public golf courses in Metro Vancouver. Search live availability in one place and get notified when times open up.',
  },
  {
    question: 'Which golf courses are included?',
    answer:
      'Public and semi-private courses across Metro Vancouver, from Vancouver, Burnaby and Richmond to Surrey, Langley, Maple Ridge and the North Shore. The home page counts the courses whose live tee times we read; the Courses page also lists the ones that book only on their own site or by phone.',
  },
  {
    question: 'Does Teewatch book tee times for me?',
    answer:
      "No. We link you straight to each course's own booking page, where you complete the booking with the course.",
  },
  {
    question: 'How does the waitlist work?',
    answer:
      'Choose courses, dates, a time window and your party size. We check those courses continuously and email you as soon as a matching tee time becomes available.',
  },
  {
    question: 'How much does it cost?',
    answer: 'Nothing. Searching and email alerts are free, and we never send promotional email.',
  },
  {
    question: 'Do I need an account?',
    answer:
      'Browsing tee times and courses needs no account. The waitlist and your dashboard need a free account.',
  },
  {
    question: 'How long does a waitlist request last?',
    answer:
      'Monitoring continues for 30 days. You can pause or reactivate requests at any time from your dashboard.',
  },
  {
    question: 'How do I stop alerts?',
    answer:
      'Every alert email has a one-click unsubscribe link. You can also pause a request from your dashboard.',
  },
  {
    question: 'How quickly will I hear about an opening?',
    answer:
      'We check the courses you watch every few minutes, so an email usually arrives within minutes of a tee time opening up.',
  },
  {
    question: 'Can I get text message alerts?',
    answer: 'Not yet. Alerts are sent by email today; SMS alerts may come later as a premium feature.',
  },
  {
    question: 'How far ahead can I search?',
    answer: 'Up to 30 days ahead, subject to how far in advance each course opens its tee sheet.',
  },
];

export function HomePage() {
  usePageMeta(PAGE_METAS.home.title, PAGE_METAS.home.description);
  const courses = useCourseList();
  return (
    <>
      <HomeHero />

      <LiveTeeTimeStrip />

      <HomeSection
        headingId="features-title"
        title="Tee times made simple"
        className="mx-auto max-w-6xl px-4 py-16"
      >
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {features(courses.data?.length).map((feature) => (
            <HomeCard key={feature.title} {...feature} className="border border-slate-200" />
          ))}
        </ul>
      </HomeSection>

      <HomeSection headingId="how-title" title="How it works" className="bg-slate-50 px-4 py-16">
        <ol className="mx-auto mt-8 grid max-w-6xl gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <HomeCard
              key={step.title}
              title={step.title}
              text={step.text}
              mark={
                <span
                  aria-hidden="true"
                  className="mb-4 flex h-10 w-10 items-center justify-center rounded-full bg-emerald-700 font-bold text-white"
                >
                  {index + 1}
                </span>
              }
            />
          ))}
        </ol>
      </HomeSection>

      <HomeSection
        headingId="why-title"
        title="Why Join Now"
        className="mx-auto max-w-3xl px-4 py-16 text-center"
      >
        <ul className="mt-6 space-y-3 text-left">
          {WHY_JOIN.map((reason) => (
            <li key={reason} className="flex items-start gap-3 text-lg text-slate-800">
              <span aria-hidden="true" className="text-emerald-700">
                ✓
              </span>
              {reason}
            </li>
          ))}
        </ul>
        <Link to={pathTo('waitlist')} className={`${buttonClass({ size: 'xl' })} mt-8`}>
          Join Waitlist Now
        </Link>
      </HomeSection>

      <div className="px-4 pb-20">
        <FaqList title="Frequently Asked Questions" headingId="home-faq" items={FAQ} />
      </div>
    </>
  );
}
