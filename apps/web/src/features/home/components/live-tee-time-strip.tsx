import { useJustOpened } from '../api/get-just-opened';
import { TeeTimeStrip } from './tee-time-strip';

/** The home strip fed by the mirror's "Just opened" times; samples (so labelled) until there are some. */
export function LiveTeeTimeStrip() {
  const { data, isError } = useJustOpened();
  return <TeeTimeStrip live={data?.times} failed={isError} />;
}
