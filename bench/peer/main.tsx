// The bench's peer: react-day-picker showing what step 1 shows (three months,
// Czech, a range, the reference server's locked nights), built and measured in
// the same run as the widget (scripts/bench/). Like the widget it draws the
// grid at once and locks days when the availability answer arrives; then it
// marks the body data-ready, which the bench takes as "interactive".
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DayPicker, type DateRange, type Matcher } from 'react-day-picker';
import { cs } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

interface Availability {
  data: { unavailable: string[] };
  settings: { min_date: string; max_date: string };
}

const noon = (day: string) => new Date(`${day}T12:00:00`);
const apiBase = new URLSearchParams(location.search).get('api') ?? '/api';

function Peer() {
  const [locked, setLocked] = useState<Matcher[] | undefined>(undefined);
  const [range, setRange] = useState<DateRange | undefined>();
  useEffect(() => {
    let current = true;
    fetch(`${apiBase}/availability.php?api_key=demo&lang=cs`)
      .then((response) => response.json() as Promise<Availability>)
      .then(({ data, settings }) => {
        if (!current) return;
        setLocked([{ before: noon(settings.min_date) }, { after: noon(settings.max_date) }, ...data.unavailable.map(noon)]);
      });
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => {
    if (locked) document.body.dataset.ready = '1';
  }, [locked]);
  return (
    <DayPicker
      mode="range"
      locale={cs}
      numberOfMonths={3}
      selected={range}
      onSelect={setRange}
      disabled={locked ?? []}
      excludeDisabled
    />
  );
}

createRoot(document.getElementById('peer')!).render(
  <StrictMode>
    <Peer />
  </StrictMode>,
);
