// Pixi.js v8 as a peer of the transform benchmark (benchmarks/transform_cases.h): the same
// tree shapes, the same 10 % of moved nodes (std::mt19937 with libstdc++'s
// uniform_int_distribution, reproduced below) and the same three modes, timing only the
// transform stage, updateRenderGroupTransforms. The tree hangs under a render-group stage
// so that a root move really changes every transform (Pixi keeps transforms relative to
// their render group). Writes Google Benchmark JSON that benchmarks/summarize.py reads.
//
//   node bench_pixi.mjs [--out FILE] [--smoke]
import { writeFileSync } from 'node:fs';

// Pixi's browser adapter reads these at import time; nothing here renders.
globalThis.navigator ??= { userAgent: 'node' };
globalThis.window ??= globalThis;
const PIXI = await import('pixi.js');

class Mt19937 {
    constructor(seed) {
        this.mt = new Uint32Array(624);
        this.index = 624;
        this.mt[0] = seed >>> 0;
        for (let i = 1; i < 624; i++) {
            const prev = this.mt[i - 1] ^ (this.mt[i - 1] >>> 30);
            this.mt[i] = (Math.imul(1812433253, prev) + i) >>> 0;
        }
    }
    next() {
        if (this.index >= 624) {
            for (let i = 0; i < 624; i++) {
                const y = (this.mt[i] & 0x80000000) | (this.mt[(i + 1) % 624] & 0x7fffffff);
                this.mt[i] = this.mt[(i + 397) % 624] ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
            }
            this.index = 0;
        }
        let y = this.mt[this.index++];
        y ^= y >>> 11;
        y ^= (y << 7) & 0x9d2c5680;
        y ^= (y << 15) & 0xefc60000;
        y ^= y >>> 18;
        return y >>> 0;
    }
}

// libstdc++ (GCC 11+) uniform_int_distribution over a full 32-bit engine: Lemire's
// nearly divisionless method.
function uniformInt(rng, lo, hi) {
    const range = BigInt(hi - lo + 1);
    let product = BigInt(rng.next()) * range;
    let low = product & 0xffffffffn;
    if (low < range) {
        const threshold = ((1n << 32n) - range) % range;
        while (low < threshold) {
            product = BigInt(rng.next()) * range;
            low = product & 0xffffffffn;
        }
    }
    return lo + Number(product >> 32n);
}

function makeParents(shape, n) {
    const parent = new Int32Array(n).fill(-1);
    for (let i = 1; i < n; i++) {
        if (shape === 'flat') parent[i] = 0;
        else if (shape === 'chain') parent[i] = i % 1000 === 1 ? 0 : i - 1;
        else parent[i] = Math.floor((i - 1) / 8);
    }
    return parent;
}

function makeMoves(n, fraction = 0.1, seed = 42) {
    const rng = new Mt19937(seed);
    const moves = new Uint32Array(Math.floor(n * fraction));
    for (let i = 0; i < moves.length; i++) moves[i] = uniformInt(rng, 1, n - 1);
    return moves;
}

function buildTree(parents) {
    const stage = new PIXI.Container({ isRenderGroup: true });
    const nodes = [];
    for (let i = 0; i < parents.length; i++) {
        const c = new PIXI.Container();
        c.x = i % 100;
        (parents[i] < 0 ? stage : nodes[parents[i]]).addChild(c);
        nodes.push(c);
    }
    return { stage, nodes };
}

function runCase(shape, mode, n, minSeconds, repetitions) {
    const { stage, nodes } = buildTree(makeParents(shape, n));
    const moves = makeMoves(n);
    const update = () => PIXI.updateRenderGroupTransforms(stage.renderGroup, true);
    let dx = 0.5;
    const frame = () => {
        dx = -dx;
        if (mode === 'move10') for (const m of moves) nodes[m].x += dx;
        else if (mode === 'full') nodes[0].x += dx;
        update();
    };
    update();
    for (let i = 0; i < 20; i++) frame();  // let the JIT settle
    const perNode = [];
    for (let r = 0; r < repetitions; r++) {
        let iterations = 0;
        const start = process.hrtime.bigint();
        let elapsed = 0;
        do {
            frame();
            ++iterations;
            elapsed = Number(process.hrtime.bigint() - start) * 1e-9;
        } while (elapsed < minSeconds);
        perNode.push(elapsed / iterations / n);
    }
    perNode.sort((a, b) => a - b);
    const median = perNode[Math.floor(perNode.length / 2)];
    if (nodes[n - 1].relativeGroupTransform.tx !== nodes[n - 1].relativeGroupTransform.tx) throw new Error('NaN');
    return {
        name: `transform_${mode}_${shape}_pixi/${n}_median`,
        run_name: `transform_${mode}_${shape}_pixi/${n}`,
        run_type: 'aggregate',
        aggregate_name: 'median',
        repetitions,
        iterations: 1,
        real_time: median * n * 1e6,
        cpu_time: median * n * 1e6,
        time_unit: 'us',
        ns_per_node: median,
    };
}

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const outAt = args.indexOf('--out');
const sizes = smoke ? [1000] : [10000, 100000];
const benchmarks = [];
for (const [mode, shape] of [['move10', 'flat'], ['move10', 'chain'], ['move10', 'fan8'], ['full', 'flat'],
                             ['full', 'chain'], ['full', 'fan8'], ['static', 'fan8']])
    for (const n of sizes) benchmarks.push(runCase(shape, mode, n, smoke ? 0.001 : 0.5, smoke ? 1 : 5));
const report = { context: { library: `pixi.js ${PIXI.VERSION}`, node: process.version }, benchmarks };
if (outAt >= 0) writeFileSync(args[outAt + 1], JSON.stringify(report, null, 1));
for (const b of benchmarks) console.log(`${b.run_name.padEnd(40)} ${(b.ns_per_node * 1e9).toFixed(2)} ns/node`);
