import { pathTo } from '@teewatch/shared';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ArrowLeftIcon } from './icons';

/** The course detail page when there is no course to show: not found, or a failure worth a retry. */
export function CourseProblem(props: {
  title: string;
  message: string;
  onRetry?: () => void;
  isRetrying?: boolean;
}) {
  usePageMeta(`${props.title} | Teewatch`, props.message);
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{props.title}</h1>
      <p className="mt-3 text-lg text-slate-600">{props.message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {props.onRetry ? (
          <Button size="lg" onClick={props.onRetry} disabled={props.isRetrying}>
            {props.isRetrying ? 'Trying again...' : 'Try Again'}
          </Button>
        ) : null}
        <Link
          to={pathTo('courses')}
          className={buttonClass({ variant: props.onRetry ? 'secondary' : 'primary', size: 'lg' })}
        >
          <ArrowLeftIcon className="h-4 w-4" />
          Back to Courses
        </Link>
      </div>
    </div>
  );
}
