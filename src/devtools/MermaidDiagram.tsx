import { useEffect, useId, useRef, useState } from 'react';

/** Renders a Mermaid definition; the diagram library loads lazily, only on the inspector page. */
export function MermaidDiagram({ definition }: { definition: string }) {
  const container = useRef<HTMLDivElement>(null);
  const id = `diagram-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [error, setError] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    import('mermaid')
      .then(async ({ default: mermaid }) => {
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
        const { svg } = await mermaid.render(id, definition);
        if (cancelled || !container.current) return;
        // Our own generated diagram; parsed as SVG so nothing in it can run.
        const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
        container.current.replaceChildren(parsed);
        setError(undefined);
      })
      .catch((cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)));
    return () => {
      cancelled = true;
    };
  }, [definition, id]);

  return (
    <>
      {error && <p role="alert">Diagram failed: {error}</p>}
      <div ref={container} data-testid="statechart-diagram" />
    </>
  );
}
