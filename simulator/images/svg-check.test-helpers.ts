/**
 * A small well-formedness check for the drawings (Node has no XML parser built in): one <svg> root, every
 * element closed in order, attribute values quoted, and no bare `&` or `<` in text.
 */
export function wellFormedProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'))
    problems.push('does not start with <svg xmlns>');
  if (!svg.endsWith('</svg>')) problems.push('does not end with </svg>');
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let position = 0;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    position = tag.lastIndex;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) problems.push(`bare & in text "${text}"`);
      continue;
    }
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
    } else if (!selfClosing) {
      stack.push(name ?? '');
    }
  }
  if (position !== svg.length)
    problems.push(`unparsed from ${position}: ${svg.slice(position, position + 40)}`);
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  return problems;
}
