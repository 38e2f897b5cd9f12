import type { GolfCourse } from '@teewatch/shared';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/button';
import { telHref } from '../course-links';
import { DetailCard } from './detail-card';
import { ExternalLink } from './external-link';
import { GlobeIcon, MailIcon, PhoneIcon, PinIcon } from './icons';

const textLink = buttonClass({ variant: 'link' });

/** The course's address, phone, email and website; no card at all when it has none of them. */
export function ContactCard({ course }: { course: GolfCourse }) {
  if (!(course.address || course.phone || course.email || course.website)) return null;
  return (
    <DetailCard title="Contact & Location">
      <ul className="space-y-3">
        {course.address ? (
          <ContactRow icon={PinIcon}>
            <span className="text-slate-800">{course.address}</span>
          </ContactRow>
        ) : null}
        {course.phone ? (
          <ContactRow icon={PhoneIcon}>
            <a href={telHref(course.phone)} className={textLink}>
              {course.phone}
            </a>
          </ContactRow>
        ) : null}
        {course.email ? (
          <ContactRow icon={MailIcon}>
            <a href={`mailto:${course.email}`} className={`break-all ${textLink}`}>
              {course.email}
            </a>
          </ContactRow>
        ) : null}
        {course.website ? (
          <ContactRow icon={GlobeIcon}>
            <ExternalLink href={course.website}>Visit Website</ExternalLink>
          </ContactRow>
        ) : null}
      </ul>
    </DetailCard>
  );
}

function ContactRow({ icon: Icon, children }: { icon: typeof PinIcon; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
      {children}
    </li>
  );
}
