interface ChartFiguresTableProps {
  caption: string;
  columns: [label: string, value: string];
  figures: readonly { label: string; value: string }[];
}

/** A chart's figures as a visually hidden table: what screen readers (and tests) read instead of the canvas. */
export function ChartFiguresTable({ caption, columns, figures }: ChartFiguresTableProps) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns[0]}</th>
          <th scope="col">{columns[1]}</th>
        </tr>
      </thead>
      <tbody>
        {figures.map((figure) => (
          <tr key={figure.label}>
            <th scope="row">{figure.label}</th>
            <td>{figure.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
