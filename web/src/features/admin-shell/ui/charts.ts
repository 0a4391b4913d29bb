import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only the chart parts the dashboard draws are registered, so the rest of chart.js is left out of the bundle.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Filler, Tooltip, Legend);
// Charts draw at once, without growing in, for admins who asked their system for reduced motion.
if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) ChartJS.defaults.animation = false;

/** Height of every dashboard chart (spec: 300 px). */
export const CHART_HEIGHT = 300;
/** Curve of every line chart (spec: tension 0.3). */
export const LINE_TENSION = 0.3;

// A canvas cannot read CSS variables: app.css's --accent (3.6:1 on the dashboard's cards), and a tint of it.
export const CHART_LINE_COLOUR = '#7454ff';
export const CHART_FILL_COLOUR = 'rgba(116, 84, 255, 0.18)';

export { Bar, Line } from 'react-chartjs-2';
