const { SourceMapConsumer } = require('source-map-js');
const fs = require('fs');
const path = require('path');
const dir = 'storefront/dist/assets';
for (const pat of process.argv.slice(2)) {
  const f = fs.readdirSync(dir).find((x) => new RegExp('^' + pat + '-[^.]*\\.js$').test(x));
  const code = fs.readFileSync(path.join(dir, f), 'utf8');
  const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(path.join(dir, f + '.map'), 'utf8')));
  const agg = {};
  let last = null;
  map.eachMapping((m) => {
    if (last) {
      const len = m.generatedLine === last.line ? m.generatedColumn - last.col : 0;
      agg[last.k] = (agg[last.k] || 0) + Math.max(0, len);
    }
    const s = m.source || '?';
    const k = s.includes('node_modules/')
      ? s
          .split('node_modules/')
          .pop()
          .split('/')
          .slice(0, s.split('node_modules/').pop().startsWith('@') ? 2 : 1)
          .join('/')
      : s
          .replace(/^(\.\.\/)+/, '')
          .split('/')
          .join('/');
    last = { k, line: m.generatedLine, col: m.generatedColumn };
  });
  console.log('== ' + f + ' ' + code.length);
  Object.entries(agg)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 200)
    .forEach(([k, v]) => console.log(String(v).padStart(8), k));
}
