/** uPlot with its style sheet: a chunk of its own, loaded by the first team chart on screen. */
import 'uplot/dist/uPlot.min.css';

export { default as UPlotChart } from 'uplot';
