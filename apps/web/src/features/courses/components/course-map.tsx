import type { MapTiles } from '@teewatch/shared';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './course-map.css';
import { useEffect, useRef } from 'react';
import type { MapPoint } from '../course-map-points';

// The Leaflet map of the courses (issue 47 item 1, decision 0310). This module is the only one that imports
// Leaflet, and course-map-view.tsx loads it with a dynamic import when the golfer opens the map, so neither
// Leaflet nor its CSS is in any page's first download.

/** Metro Vancouver, for a map with no course to fit. */
const REGION_CENTRE: L.LatLngTuple = [49.25, -122.9];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A round marker: filled for a place with live tee times, hollow for the directory only (the legend's). */
export function markerClass(live: boolean): string {
  return live ? 'course-marker course-marker-live' : 'course-marker course-marker-directory';
}

type CourseMapProps = {
  points: MapPoint[];
  tiles: MapTiles | undefined;
  selectedKey: string | undefined;
  onSelect: (key: string) => void;
};

export default function CourseMap({ points, tiles, selectedKey, onSelect }: CourseMapProps) {
  const container = useRef<HTMLElement>(null);
  const map = useRef<L.Map | undefined>(undefined);
  const markers = useRef(new Map<string, L.Marker>());
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { center: REGION_CENTRE, zoom: 9, scrollWheelZoom: false });
    // Leaflet's own credit stays; the tiles' credit is added with their layer.
    created.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    map.current = created;
    return () => {
      created.remove();
      map.current = undefined;
    };
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current || !tiles) return;
    const attribution = `<a href="${escapeHtml(tiles.attributionUrl)}">${escapeHtml(tiles.attribution)}</a>`;
    const layer = L.tileLayer(tiles.url, { attribution, maxZoom: 18 }).addTo(current);
    return () => {
      layer.remove();
    };
  }, [tiles]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const placed = new Map<string, L.Marker>();
    for (const point of points) {
      const marker = L.marker([point.latitude, point.longitude], {
        icon: L.divIcon({ className: markerClass(point.live), iconSize: [22, 22], html: '' }),
        // Leaflet makes the icon a focusable button (role, tabindex); Enter and Space open it below.
        keyboard: true,
        title: point.label,
        riseOnHover: true,
      }).addTo(current);
      marker.getElement()?.setAttribute('aria-label', point.label);
      marker.on('click', () => select.current(point.key));
      // Leaflet turns Enter into a click only for a popup's marker; a button answers Enter and Space.
      marker.on('keypress', (event) => {
        const key = (event as L.LeafletKeyboardEvent).originalEvent;
        if (key.key !== 'Enter' && key.key !== ' ') return;
        key.preventDefault();
        select.current(point.key);
      });
      placed.set(point.key, marker);
    }
    markers.current = placed;
    if (points.length > 0) {
      current.fitBounds(L.latLngBounds(points.map((point) => [point.latitude, point.longitude])), {
        padding: [24, 24],
        maxZoom: 13,
      });
    }
    return () => {
      for (const marker of placed.values()) marker.remove();
    };
  }, [points]);

  useEffect(() => {
    for (const [key, marker] of markers.current) {
      marker.getElement()?.classList.toggle('course-marker-selected', key === selectedKey);
      if (key === selectedKey) map.current?.panTo(marker.getLatLng());
    }
  }, [selectedKey]);

  return (
    <section
      ref={container}
      aria-label="Map of the golf courses"
      className="h-96 w-full rounded-xl border border-slate-200 sm:h-[28rem]"
    />
  );
}
