// Distinct on light and dark backgrounds, and not told apart by hue alone: the legend names each line.
const COLORS = ['#2f6fde', '#d9480f', '#2b8a3e', '#ae3ec9', '#f59f00', '#1098ad', '#c2255c', '#495057'];

export const seriesColor = (i: number) => COLORS[i % COLORS.length]!;
