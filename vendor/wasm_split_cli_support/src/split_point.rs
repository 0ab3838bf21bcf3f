use std::collections::{BTreeSet, HashMap, HashSet};
use std::hash::{DefaultHasher, Hasher};

use crate::dep_graph::{DepGraph, DepNode};
use crate::graph_utils::tarjan_scc::{SccEvent, SccId, TarjanSccResult};
use crate::read::{ExportId, ImportId, InputFuncId, InputModule};
use crate::tracing_support::perf_span;
use eyre::{anyhow, bail, Result};
use lazy_static::lazy_static;
use regex::Regex;
use tracing::{field, trace, warn};
use wasmparser::TypeRef;

pub(crate) mod data;

pub(crate) const MAIN_MODULE: usize = 0;

#[derive(Debug, PartialEq, Eq, Clone)]
pub struct SplitPoint {
    pub module_name: String,
    pub import: ImportId,
    pub import_func: InputFuncId,
    pub export: ExportId,
    pub export_func: InputFuncId,
}

pub fn get_split_points(module: &InputModule) -> Result<Vec<SplitPoint>> {
    let perf_span = perf_span!("discover split points", split_point_count = field::Empty);
    let _perf_span = perf_span.enter();

    macro_rules! process_imports_or_exports {
        ($pattern:expr, $map:ident, $member:ident, $id_ty:ty) => {
            let mut $map = HashMap::<(String, String), $id_ty>::new();
            {
                lazy_static! {
                    static ref PATTERN: Regex = Regex::new($pattern).unwrap();
                }

                for (id, item) in module.$member.iter().enumerate() {
                    let Some(captures) = PATTERN.captures(&item.name) else {
                        continue;
                    };
                    let (_, [module_name, unique_id]) = captures.extract();
                    $map.insert((module_name.into(), unique_id.into()), id);
                }
            }
        };
    }

    process_imports_or_exports!(
        "__wasm_split_00(.*)00_import_([0-9a-f]{32})",
        import_map,
        imports,
        ImportId
    );
    process_imports_or_exports!(
        "__wasm_split_00(.*)00_export_([0-9a-f]{32})",
        export_map,
        exports,
        ExportId
    );

    let split_points = import_map
        .drain()
        .map(|(key, import_id)| -> Result<SplitPoint> {
            let export_id = export_map
                .remove(&key)
                .ok_or_else(|| anyhow!("No corresponding export for split import {key:?}"))?;
            let export = module.exports[export_id];
            let wasmparser::Export {
                kind: wasmparser::ExternalKind::Func,
                index,
                ..
            } = export
            else {
                bail!("Expected exported function but received: {export:?}");
            };
            let &import_func = module.imported_func_map.get(&import_id).ok_or_else(|| {
                anyhow!(
                    "Expected imported function but received: {:?}",
                    &module.imports[import_id]
                )
            })?;
            Ok(SplitPoint {
                module_name: key.0,
                import: import_id,
                import_func,
                export: export_id,
                export_func: index as InputFuncId,
            })
        })
        .collect::<Result<Vec<SplitPoint>>>()?;

    if !export_map.is_empty() {
        warn!(
            "No corresponding imports for split export(s) {:?}",
            export_map.keys().collect::<Vec<_>>()
        );
    }

    // This sort here should not influence downstream results,
    // but we do it anyway for good measure since its cheap
    let mut split_points = split_points;
    split_points.sort_unstable_by_key(|split| split.export);
    perf_span.record("split_point_count", split_points.len());
    Ok(split_points)
}

#[derive(Debug, Default)]
pub struct OutputModuleInfo {
    pub included_symbols: HashSet<DepNode>,
    pub used_shared_deps: HashSet<DepNode>,
    pub is_empty: bool,
    // a map segment_index -> fragments in this module, filled in by DataEmitInfo
    pub data_fragments: HashMap<usize, Vec<data::Fragment>>,
}

impl OutputModuleInfo {
    pub fn print(&self, module_name: &str, module: &InputModule) {
        print_deps(module_name, module, &self.included_symbols);
    }
}

pub fn trace_enabled(verbose: bool) -> bool {
    verbose && tracing::event_enabled!(tracing::Level::TRACE)
}

fn print_deps(module_name: &str, module: &InputModule, reachable: &HashSet<DepNode>) {
    let format_dep = |dep: &DepNode| match dep {
        DepNode::Function(index) => {
            let name = module.names.functions.get(index);
            format!("func[{index}] <{name:?}>")
        }
        DepNode::DataSymbol(index) => {
            let symbol = module.reloc_info.symbols[*index];
            format!("{symbol:?}")
        }
        DepNode::Global(index) => {
            format!("global[{index}]")
        }
        DepNode::Table(index) => {
            format!("table[{index}]")
        }
        DepNode::Tag(index) => {
            format!("tag[{index}]")
        }
        DepNode::Memory(index) => {
            format!("memory[{index}]")
        }
    };

    trace!("SPLIT: ============== {module_name}");
    let mut total_size: u64 = 0;
    for dep in reachable.iter() {
        if let DepNode::Function(index) = dep {
            let size = index
                .checked_sub(module.imported_funcs.len())
                .map(|defined_index| {
                    let body_range = module.defined_funcs[defined_index].body.range();
                    body_range.end - body_range.start
                })
                .unwrap_or_default();
            total_size += size;
            trace!("   {} size={size:?}", format_dep(dep));
        } else {
            trace!("   {}", format_dep(dep));
        }
    }
    trace!("SPLIT: ============== {module_name}  : total size: {total_size}");
}

fn get_main_module_roots(module: &InputModule, split_points: &[SplitPoint]) -> HashSet<DepNode> {
    let mut roots: HashSet<DepNode> = HashSet::new();
    if let Some(id) = module.start {
        roots.insert(DepNode::Function(id));
    }

    // We root all imports and exports in the main module
    for func_id in 0..module.imported_funcs.len() {
        roots.insert(DepNode::Function(func_id));
    }
    for global_id in 0..module.imported_globals_num {
        roots.insert(DepNode::Global(global_id));
    }
    for table_id in 0..module.imported_tables_num {
        roots.insert(DepNode::Table(table_id));
    }
    for tag_id in 0..module.imported_tags_num {
        roots.insert(DepNode::Tag(tag_id));
    }
    for tag_id in 0..module.imported_memories_num {
        roots.insert(DepNode::Memory(tag_id));
    }
    roots.insert(module.main_memory());
    for wasmparser::Export { index, kind, .. } in module.exports.iter() {
        roots.insert(match kind {
            wasmparser::ExternalKind::Func | wasmparser::ExternalKind::FuncExact => {
                DepNode::Function(*index as usize)
            }
            wasmparser::ExternalKind::Table => DepNode::Table(*index as usize),
            wasmparser::ExternalKind::Global
                if module
                    .reloc_info
                    .split_marker_globals
                    .contains(&(*index as usize)) =>
            {
                continue
            }
            wasmparser::ExternalKind::Global => DepNode::Global(*index as usize),
            wasmparser::ExternalKind::Tag => DepNode::Tag(*index as usize),
            wasmparser::ExternalKind::Memory => DepNode::Memory(*index as usize),
        });
    }

    // We root every unused indirect at the root
    for &func_id in &module.reloc_info.visible_indirects {
        roots.insert(DepNode::Function(func_id));
    }

    // finally, remove all splits points they belong in their own module
    for split_point in split_points.iter() {
        roots.remove(&DepNode::Function(split_point.export_func));
        roots.remove(&DepNode::Function(split_point.import_func));
    }
    roots
}

fn wbg_rooting_funs(_dep_graph: &DepGraph, module: &InputModule) -> HashSet<DepNode> {
    // [wasm-bindgen hack]
    // wasm_bindgen specific hack: we root all functions calling `__wbindgen_describe_cast`.
    // this is explained best with reference to the implementation in
    // https://github.com/wasm-bindgen/wasm-bindgen/blob/8ea6a42f2491ecb53ca08c44399df6ad59caf871/src/rt/mod.rs#L30
    // a non-inline function describes the incoming and outgoing types.
    // since it is generic (to allow later monomorphization), this function can not be exported.
    // calls to this function are then later rewritten by wasm-bindgen to the inserted import.
    let mut users_must_be_in_main = HashSet::new();
    let mut _wbg_describe_cast;
    let mut _wbg_describe_generic;
    for (import_id, import) in module.imports.iter().enumerate() {
        if import.module != "__wbindgen_placeholder__" || !matches!(import.ty, TypeRef::Func(_)) {
            continue;
        }
        if import.name == "__wbindgen_describe_cast" {
            let func_id = module.imported_func_map.get(&import_id).cloned().unwrap();
            _wbg_describe_cast = Some(func_id);
            users_must_be_in_main.insert(DepNode::Function(func_id));
        }
        // Since wasm-bindgen 0.128 casts are instead "generic" to avoid overhead
        // from monomorphization. Hence, they are described differently
        if import.name == "__wbindgen_describe_generic_import" {
            let func_id = module.imported_func_map.get(&import_id).cloned().unwrap();
            _wbg_describe_generic = Some(func_id);
            users_must_be_in_main.insert(DepNode::Function(func_id));
        }
    }

    // Second part of the hack is left out, which would be needed for externref: we root all functions calling wasm_bindgen imports.
    // these are all in danger of getting rewritten during the "externref" pass.
    // wasm-bindgen currently replaces instructions, converting i32 to externref when calling an "adapter"
    // these must end up in the main module.

    // Note: callers to `__wbindgen_describe_cast` will also get replaced with imports and are then
    // subject to further processing via the described externref pass.

    // TODO: iterating the whole dep graph seems excessive
    // Unfortunately, due to inlining in release mode, this means that large functions end up
    // being forced into main.
    // if let Some(wbg_describe_cast) = wbg_describe_cast {
    //     for (dep, children) in dep_graph {
    //         if children.contains(&DepNode::Function(wbg_describe_cast)) {
    //             //users_must_be_in_main.insert(*dep);
    //         }
    //     }
    // }
    users_must_be_in_main
}

fn get_split_roots(splits_in_module: &[&SplitPoint]) -> HashSet<DepNode> {
    let mut roots = HashSet::<DepNode>::new();
    for entry_point in splits_in_module {
        roots.insert(DepNode::Function(entry_point.export_func));
    }
    // TODO: handle memories by rooting memory 0 since there are no relocations to help
    //  do this during dependency analysis.
    roots
}

pub fn get_split_points_by_module(
    split_points: &[SplitPoint],
) -> HashMap<String, Vec<&SplitPoint>> {
    split_points
        .iter()
        .fold(HashMap::new(), |mut map, split_point| {
            map.entry(split_point.module_name.clone())
                .or_default()
                .push(split_point);
            map
        })
}

#[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Clone)]
pub enum SplitModuleIdentifier {
    Main,
    Split(String),
    Chunk(BTreeSet<String>),
}

impl SplitModuleIdentifier {
    pub fn filename(&self, module_index: usize) -> String {
        match self {
            Self::Main => unreachable!("main wasm filepath is handled separately"),
            Self::Split(name) => format!("split_{name}"),
            Self::Chunk(_) => format!("chunk_{module_index}"),
        }
    }
    pub fn loader_name(&self) -> String {
        match self {
            // MUST match the name in wasm_split_macros
            Self::Split(name) => format!("__wasm_split_load_{name}"),
            _ => unreachable!("only whole modules have a loader"),
        }
    }

    /// Make this identifier also cover everything that requires `other`: the modules that
    /// require the result are a superset of those requiring either input.
    pub(crate) fn also_in(&mut self, other: &SplitModuleIdentifier) {
        let mut needed_by = BTreeSet::new();
        match self {
            SplitModuleIdentifier::Main => return,
            SplitModuleIdentifier::Split(split) => {
                needed_by.insert(split.clone());
            }
            // temporarily swap out
            SplitModuleIdentifier::Chunk(chunk) => std::mem::swap(chunk, &mut needed_by),
        };
        match other {
            SplitModuleIdentifier::Main => {
                *self = SplitModuleIdentifier::Main;
                return;
            }
            SplitModuleIdentifier::Split(split) => {
                needed_by.insert(split.clone());
            }
            SplitModuleIdentifier::Chunk(chunk) => {
                needed_by.extend(chunk.iter().cloned());
            }
        };
        if needed_by.len() == 1 {
            *self = SplitModuleIdentifier::Split(needed_by.pop_first().unwrap());
        } else {
            debug_assert!(needed_by.len() > 1);
            match self {
                SplitModuleIdentifier::Chunk(chunk) => std::mem::swap(chunk, &mut needed_by),
                _ => *self = SplitModuleIdentifier::Chunk(needed_by),
            }
        }
    }
}

#[derive(Debug, Default)]
pub struct SplitProgramInfo {
    pub output_modules: Vec<(SplitModuleIdentifier, OutputModuleInfo)>,
    pub split_points: Vec<SplitPoint>,
    pub split_point_exports: HashSet<InputFuncId>,

    pub shared_deps: HashSet<DepNode>,
    pub symbol_output_module: HashMap<DepNode, usize>,
    /// A pseudo-unique identifier for the input file and options.
    /// We get better detection if this differs between compilations, but it should be derived from
    /// the input deterministically. Options can (and should) influence this if they lead to different
    /// output modules.
    pub canary_export_name: String,
    /// Related to [wasm-bindgen hack].
    /// wasm-bindgen replaces a part of cast-functions with an import. This import then gets its
    /// signature transformed in some cases in the externref pass. Hence, two things need to happen:
    /// - the replaced function must be in the main module (done by coloring it and its dependencies
    ///   with the main module).
    /// - an additional shim function needs to be used in the indirect_function_table instead of it,
    ///   because other modules expect the original signature.
    pub needs_shim_in_main: HashSet<InputFuncId>,
    pub data_relocations: data::DataEmitInfo,
}

impl SplitProgramInfo {
    /// The name of the additional import included in split modules to verify at link time that they
    /// are loaded from the correct main module.
    pub fn canary_export_name(&self) -> &str {
        &self.canary_export_name
    }
}

struct DepGraphAnalysis<'g> {
    dep_graph: &'g DepGraph,
    wbg_rooting_deps: &'g HashSet<DepNode>,
    force_main: &'g HashSet<DepNode>,
    scc_searcher: TarjanSccResult,
    scc_root_colors: HashMap<SccId, SplitModuleIdentifier>,
}

struct DepGraphPainter<It> {
    scc_events: It,
    scc_colors: HashMap<SccId, SplitModuleIdentifier>,
    color: SplitModuleIdentifier,
}

fn color_all<It, T>(
    color_map: &mut HashMap<T, SplitModuleIdentifier>,
    roots: It,
    color: SplitModuleIdentifier,
) where
    It: IntoIterator<Item = T>,
    T: Eq + std::hash::Hash,
{
    for root in roots {
        color_map
            .entry(root)
            .and_modify(|module| module.also_in(&color))
            .or_insert(color.clone());
    }
}

impl<'g> DepGraphAnalysis<'g> {
    fn new(
        dep_graph: &'g DepGraph,
        wbg_rooting_deps: &'g HashSet<DepNode>,
        force_main: &'g HashSet<DepNode>,
    ) -> Self {
        Self {
            dep_graph,
            wbg_rooting_deps,
            force_main,
            scc_searcher: TarjanSccResult::new(),
            scc_root_colors: HashMap::new(),
        }
    }
    fn explore(&mut self, roots: HashSet<DepNode>, color: SplitModuleIdentifier) {
        let scc_roots = self.scc_searcher.explore(
            &roots,
            self.dep_graph,
            self.wbg_rooting_deps,
            self.force_main,
        );
        color_all(&mut self.scc_root_colors, scc_roots, color);
    }
    fn into_painter(self) -> DepGraphPainter<impl Iterator<Item = SccEvent>> {
        let topsort = self.scc_searcher.into_topsort();
        DepGraphPainter {
            scc_events: topsort.into_iter().rev(),
            scc_colors: self.scc_root_colors,
            color: SplitModuleIdentifier::Main,
        }
    }
}

impl<It: Iterator<Item = SccEvent>> DepGraphPainter<It> {
    fn next(&mut self) -> Option<(DepNode, &SplitModuleIdentifier)> {
        loop {
            match self.scc_events.next()? {
                SccEvent::Next {
                    this,
                    out_edges,
                    marked_for_main,
                } => {
                    self.color = self.scc_colors.remove(&this).unwrap();
                    if marked_for_main {
                        self.color = SplitModuleIdentifier::Main;
                    }
                    color_all(&mut self.scc_colors, out_edges, self.color.clone());
                }
                SccEvent::Member { node } => {
                    return Some((node, &self.color));
                }
            }
        }
    }
}

pub fn compute_split_modules(
    module: &InputModule,
    dep_graph: &DepGraph,
    split_points: Vec<SplitPoint>,
) -> Result<SplitProgramInfo> {
    let split_span = perf_span!("compute splits", module_count = field::Empty);
    let _perf_span = split_span.enter();

    let split_points_by_module = get_split_points_by_module(&split_points);

    trace!("split_points={split_points:?}");

    let split_func_map: HashMap<_, _> = split_points
        .iter()
        .map(|split_point| (split_point.import_func, split_point.export_func))
        .collect();
    let split_point_imports: HashSet<_> = split_func_map
        .keys()
        .map(|&import| DepNode::Function(import))
        .collect();

    let wbg_rooting_deps = wbg_rooting_funs(dep_graph, module);
    // Shared chunks (code needed by two or more split modules) smaller than this many bytes of code are
    // put into the main module instead, with what they call (env WASM_SPLIT_MIN_CHUNK, default 0: none).
    let min_chunk: usize = std::env::var("WASM_SPLIT_MIN_CHUNK")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let min_later: usize = std::env::var("WASM_SPLIT_MIN_LATER")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(min_chunk);
    // Split modules that may fetch more than they need (env WASM_SPLIT_FOLLOWERS, entries separated by
    // spaces): `f:a,b` may fetch any chunk that `a` and `b` both fetch (it runs after one of them, or
    // fetches ahead what they all need next); `f:*` may fetch anything. A chunk's "core" is its set of
    // modules without these. A chunk under WASM_SPLIT_JOIN bytes of code joins the largest other chunk of
    // the same core when every module that would then fetch more may (STARSHIFT.md, `.3`).
    let followers: HashMap<String, Option<BTreeSet<String>>> = std::env::var("WASM_SPLIT_FOLLOWERS")
        .unwrap_or_default()
        .split_whitespace()
        .filter_map(|entry| {
            let (name, after) = entry.split_once(':')?;
            let after = (after != "*").then(|| after.split(',').map(String::from).collect());
            Some((name.to_string(), after))
        })
        .collect();
    // Followers that run only once one of their `after` modules is loaded (env WASM_SPLIT_INSIDE, names
    // separated by spaces): a join that makes only these fetch more costs no download, so it is made
    // whatever the chunks' sizes (STARSHIFT.md, `.4`).
    let inside: HashSet<String> = std::env::var("WASM_SPLIT_INSIDE")
        .unwrap_or_default()
        .split_whitespace()
        .map(String::from)
        .collect();
    let join_under: usize = std::env::var("WASM_SPLIT_JOIN")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let core = |set: &BTreeSet<String>| -> BTreeSet<String> {
        set.iter().filter(|m| !followers.contains_key(*m)).cloned().collect()
    };
    // Whether every module of `gain` that does not fetch `part` may fetch it.
    let loaded_for = |gain: &BTreeSet<String>, part: &BTreeSet<String>| {
        gain.difference(part).all(|m| match followers.get(m) {
            Some(None) => true,
            Some(Some(after)) => after.is_subset(part),
            None => false,
        })
    };
    // Whether every module of `gain` that does not fetch `part` runs only after a module that fetches it.
    let free_for = |gain: &BTreeSet<String>, part: &BTreeSet<String>| {
        gain.difference(part)
            .all(|m| inside.contains(m) && matches!(followers.get(m), Some(Some(after)) if after.is_subset(part)))
    };
    // Split modules whose code goes with the code every split module shares (env WASM_SPLIT_WITH_ALL,
    // names separated by spaces): their entry points are roots of every split module (STARSHIFT.md, `.5`).
    let with_all: HashSet<DepNode> = std::env::var("WASM_SPLIT_WITH_ALL")
        .unwrap_or_default()
        .split_whitespace()
        .filter_map(|name| split_points_by_module.get(name))
        .flat_map(|entry_points| get_split_roots(entry_points))
        .collect();
    let mut force_main = HashSet::<DepNode>::new();
    // Symbols of a small shared chunk given to a larger chunk whose modules include all of its own: they
    // are rooted in the larger chunk's other modules too, so they are painted with its colour.
    let mut extra_roots = HashMap::<String, HashSet<DepNode>>::new();
    let mut program_info;
    let mut split_module_contents;
    // `.7`: each function's chunk as first painted (from the split points alone, before any join).
    let mut first_colour = HashMap::<DepNode, BTreeSet<String>>::new();
    loop {
        let mut graph_analysis = DepGraphAnalysis::new(dep_graph, &wbg_rooting_deps, &force_main);

        // Determine reachable symbols (excluding main module symbols) for each
        // split module. Symbols may be reachable from more than one split module;
        // these symbols will be moved to a separate module.
        let perf_span = perf_span!("explore module", module = "<main>");
        let perf_span = perf_span.enter();
        let main_roots = get_main_module_roots(module, &split_points);
        graph_analysis.explore(main_roots, SplitModuleIdentifier::Main);
        perf_span.exit();

        for (module_name, entry_points) in &split_points_by_module {
            let perf_span = perf_span!("explore module", module = module_name);
            let _perf_span = perf_span.enter();
            let mut roots = get_split_roots(entry_points);
            roots.extend(with_all.iter().copied());
            if let Some(extra) = extra_roots.get(module_name) {
                roots.extend(extra.iter().copied());
            }
            graph_analysis.explore(roots, SplitModuleIdentifier::Split(module_name.clone()));
        }

        program_info = SplitProgramInfo::default();
        // We "paint" each dependency with the modules it must be loaded in, then put them into that module
        // accordingly.
        let perf_span = perf_span!("paint dep nodes");
        let perf_span = perf_span.enter();
        let mut painter = graph_analysis.into_painter();
        split_module_contents = HashMap::<SplitModuleIdentifier, OutputModuleInfo>::new();
        while let Some((node, color)) = painter.next() {
            if split_point_imports.contains(&node) {
                continue;
            }
            let module = match split_module_contents.get_mut(color) {
                Some(module) => module,
                None => split_module_contents.entry(color.clone()).or_default(),
            };
            module.included_symbols.insert(node);
            let DepNode::Function(func_id) = node else {
                continue;
            };
            if color == &SplitModuleIdentifier::Main
                && dep_graph
                    .get(&node)
                    .is_some_and(|deps| !deps.is_disjoint(&wbg_rooting_deps))
            {
                program_info.needs_shim_in_main.insert(func_id);
            }
        }
        perf_span.exit();

        let code_size = |info: &OutputModuleInfo| -> usize {
            info.included_symbols
                .iter()
                .map(|n| match n {
                    DepNode::Function(f) if *f >= module.imported_funcs.len() => {
                        module.defined_funcs[*f - module.imported_funcs.len()]
                            .body
                            .range()
                            .end as usize
                            - module.defined_funcs[*f - module.imported_funcs.len()]
                                .body
                                .range()
                                .start as usize
                    }
                    _ => 0,
                })
                .sum()
        };
        if first_colour.is_empty() {
            for (id, info) in split_module_contents.iter() {
                let SplitModuleIdentifier::Chunk(set) = id else { continue };
                for node in info.included_symbols.iter().filter(|n| matches!(n, DepNode::Function(_))) {
                    first_colour.insert(*node, set.clone());
                }
            }
        }
        let before = force_main.len() + extra_roots.values().map(HashSet::len).sum::<usize>();
        let sizes: Vec<(&BTreeSet<String>, usize)> = split_module_contents
            .iter()
            .filter_map(|(id, info)| match id {
                SplitModuleIdentifier::Chunk(set) => Some((set, code_size(info))),
                _ => None,
            })
            .collect();
        // `.3`: a small chunk and the largest chunk of the same core become one: each one's symbols are
        // rooted in the modules of the other's set that its own lacks. One join per round, in the order
        // of the chunks' sets (the same cut on every run).
        let mut chunks: Vec<(&BTreeSet<String>, &OutputModuleInfo)> = split_module_contents
            .iter()
            .filter_map(|(id, info)| match id {
                SplitModuleIdentifier::Chunk(set) => Some((set, info)),
                _ => None,
            })
            .collect();
        chunks.sort_unstable_by(|a, b| a.0.cmp(b.0));
        // `.4`: failing that, a chunk joins the largest larger chunk of the same core with which the join
        // is free (only modules inside one that fetches it would fetch more), whatever its size.
        let join = chunks.iter().find_map(|&(set, info)| {
            let own_core = core(set);
            if own_core.is_empty() {
                return None;
            }
            let larger = |(o, other_info): &&(&BTreeSet<String>, &OutputModuleInfo)| {
                *o != set && core(o) == own_core && code_size(other_info) >= code_size(info)
            };
            let small = (code_size(info) < join_under)
                .then(|| chunks.iter().filter(|(o, _)| *o != set && core(o) == own_core).max_by_key(|(o, i)| (code_size(i), *o)))
                .flatten()
                .filter(|(host, host_info)| code_size(host_info) >= code_size(info) && loaded_for(set, host) && loaded_for(host, set));
            let &(host, host_info) = small.or_else(|| {
                chunks
                    .iter()
                    .filter(larger)
                    .filter(|(host, _)| free_for(set, host) && free_for(host, set))
                    .max_by_key(|(o, i)| (code_size(i), *o))
            })?;
            Some((set.clone(), info, host.clone(), host_info))
        });
        if let Some((set, info, host, host_info)) = join {
            let rooted = extra_roots.values().map(HashSet::len).sum::<usize>();
            for module_name in host.difference(&set) {
                extra_roots.entry(module_name.clone()).or_default().extend(info.included_symbols.iter().copied());
            }
            for module_name in set.difference(&host) {
                extra_roots.entry(module_name.clone()).or_default().extend(host_info.included_symbols.iter().copied());
            }
            if extra_roots.values().map(HashSet::len).sum::<usize>() > rooted {
                continue;
            }
        }
        for (id, info) in split_module_contents.iter() {
            let SplitModuleIdentifier::Chunk(set) = id else { continue };
            // `.6`: a chunk that only followers need (a game's later parts: its help, its replay) has a
            // minimum of its own (env WASM_SPLIT_MIN_LATER), so that it is not given to a chunk that the
            // games fetch when they open.
            let min = if core(set).is_empty() && !followers.is_empty() { min_later } else { min_chunk };
            if code_size(info) >= min {
                continue;
            }
            // The smallest chunk of at least the minimum size loaded by every module that needs this
            // one (STARSHIFT.md); failing that, the main module.
            let host = sizes
                .iter()
                .filter(|(other, size)| *size >= min && *other != set && other.is_superset(set))
                .min_by_key(|(other, size)| (*size, (*other).clone()));
            match host {
                Some((other, _)) => {
                    for module_name in other.difference(set) {
                        extra_roots
                            .entry(module_name.clone())
                            .or_default()
                            .extend(info.included_symbols.iter().copied());
                    }
                }
                None => force_main.extend(info.included_symbols.iter().copied()),
            }
        }
        if force_main.len() + extra_roots.values().map(HashSet::len).sum::<usize>() == before {
            break;
        }
    }
    // `.7`: a function that only some of the modules fetching its chunk need (a small chunk joined to a
    // larger one: e.g. code two games share, in the chunk every game fetches) is copied into each of those
    // games' own chunks instead (env WASM_SPLIT_COPY=1), when every module that needs it fetches one of
    // them (`.8`: out of the chunk every game fetches, a module that fetches none gets a copy in its own
    // module). Each copy fills the function's one slot of the table (emit.rs). Data stays where it was.
    if std::env::var("WASM_SPLIT_COPY").is_ok_and(|v| v == "1") {
        let size = |n: &DepNode| match n {
            DepNode::Function(f) if *f >= module.imported_funcs.len() => {
                let body = module.defined_funcs[*f - module.imported_funcs.len()].body.range();
                (body.end - body.start) as usize
            }
            _ => 0,
        };
        copy_into_own_chunks(&mut split_module_contents, &first_colour, &core, &size, min_later);
    }
    // Now, check for each module which of its dependencies it needs to import from some other module.
    for (name, out_module) in split_module_contents.iter_mut() {
        let perf_span = perf_span!("discover shared deps", module = ?name);
        let _perf_span = perf_span.enter();
        let needed_symbols = out_module
            .included_symbols
            .iter()
            .filter_map(|dep| dep_graph.get(dep))
            .flatten()
            .cloned()
            // We share two symbols always:
            // - memory 0 since no relocations for memories exist, and this is our main memory
            // - the indirect function table. We could track the need for this via usages of `TableIndex` relocations (and some other uses),
            //   but this almost always will be needed, anyway, so the analysis would be expensive for little optimization gain.
            //   Instead, we decide on imports of the indirect function table per module, but always export it (from the main module).
            .chain([module.main_memory(), module.indirect_function_table()]);
        for mut dep_to_check in needed_symbols {
            if let DepNode::Function(called_func_id) = &mut dep_to_check {
                // dependencies on module-entries are converted to their exposed impl
                if let Some(mapped_func_id) = split_func_map.get(called_func_id) {
                    *called_func_id = *mapped_func_id;
                }
            }
            let in_other_module = !out_module.included_symbols.contains(&dep_to_check);
            if !in_other_module {
                continue;
            }
            // data symbols need no tracking for sharing, as long as they are defined
            // when needed, as they don't need to be imported or shimmed.
            if let DepNode::DataSymbol(_) = dep_to_check {
                continue;
            }
            out_module.used_shared_deps.insert(dep_to_check);
            program_info.shared_deps.insert(dep_to_check);
        }
    }
    // Then, guarantee that we have a module for each declared on in the code (so that it doesn't get lost during emit).
    for out_module in split_points_by_module.keys() {
        split_module_contents
            .entry(SplitModuleIdentifier::Split(out_module.clone()))
            .or_insert_with(|| {
                // An optimization pass can sometimes merge multiple exported functions across split modules, when
                // two modules end up doing "the same thing". In that case, a module might be completely empty, i.e.
                // not have an included symbols.
                // We still instantiate one, mainly because the loader must still exist. Often, in this case, a chunk
                // shared by all these "merged" modules contains most of the implementation which must still be loaded.
                // In any case, the loader is only on the javascript side.
                OutputModuleInfo {
                    is_empty: true,
                    ..OutputModuleInfo::default()
                }
            });
    }

    for split_point in &split_points {
        program_info
            .shared_deps
            .insert(DepNode::Function(split_point.export_func));
        program_info
            .split_point_exports
            .insert(split_point.export_func);
    }
    program_info.split_points = split_points;

    program_info.output_modules = split_module_contents.into_iter().collect();
    // We sort by split module here to get a stable assignment from split->output index
    // An unstable sort is sufficient, no two keys compare equal.
    program_info
        .output_modules
        .sort_unstable_by_key(|(identifier, _)| (*identifier).clone());
    split_span.record("module_count", program_info.output_modules.len());

    let perf_span = perf_span!("build reverse lookup");
    let perf_span = perf_span.enter();
    for (output_index, (_, info)) in program_info.output_modules.iter().enumerate() {
        for &symbol in info.included_symbols.iter() {
            program_info
                .symbol_output_module
                .insert(symbol, output_index);
        }
    }
    perf_span.exit();

    let perf_span = perf_span!("data symbols");
    let perf_span = perf_span.enter();
    // Data symbols can overlap without dependencies between them, mostly due to string tail merging.
    // Hence, not every included symbol in a module should lead to data bytes in its segments.
    program_info.data_relocations = data::DataEmitInfo::build(module, &mut program_info)?;
    for (module_index, (_, output_module)) in program_info.output_modules.iter_mut().enumerate() {
        output_module.is_empty |= !module_defines_anything(
            module,
            output_module,
            &program_info.data_relocations,
            module_index,
        )
    }
    perf_span.exit();

    // This exact implementation can differ between different compilations of the CLI, specifically
    // between rust versions. That is fine and intended.
    let perf_span = perf_span!("canary fingerprint");
    let perf_span = perf_span.enter();
    let mut hasher = DefaultHasher::new();
    hasher.write(env!("CARGO_PKG_VERSION").as_bytes()); // TODO: hasher.write_str(_) once that's stabilized
    hasher.write(module.raw);
    // once options impact the output module, these should be hashed too
    program_info.canary_export_name = format!("__canary_{:x}", hasher.finish());
    perf_span.exit();
    Ok(program_info)
}

/// `.7` (see its call): moves each function of a chunk that modules of other games fetch too into the own
/// chunk of every game whose modules need it (the largest chunk whose core is that game alone).
fn copy_into_own_chunks(
    contents: &mut HashMap<SplitModuleIdentifier, OutputModuleInfo>,
    first_colour: &HashMap<DepNode, BTreeSet<String>>,
    core: &dyn Fn(&BTreeSet<String>) -> BTreeSet<String>,
    size: &dyn Fn(&DepNode) -> usize,
    min: usize,
) {
    let code = |info: &OutputModuleInfo| info.included_symbols.iter().map(size).sum::<usize>();
    // Each game's own chunk.
    let mut own = HashMap::<String, BTreeSet<String>>::new();
    for (id, info) in contents.iter() {
        let SplitModuleIdentifier::Chunk(set) = id else { continue };
        let c = core(set);
        if c.len() != 1 {
            continue;
        }
        let game = c.into_iter().next().unwrap_or_default();
        let larger = own.get(&game).is_none_or(|o| {
            let other = &contents[&SplitModuleIdentifier::Chunk(o.clone())];
            (code(info), set) > (code(other), o)
        });
        if larger {
            own.insert(game, set.clone());
        }
    }
    let all_games: BTreeSet<String> = own.keys().cloned().collect();
    let mut moves = Vec::<(DepNode, SplitModuleIdentifier, Vec<SplitModuleIdentifier>)>::new();
    for (id, info) in contents.iter() {
        let SplitModuleIdentifier::Chunk(host) = id else { continue };
        let host_games = core(host);
        for node in info.included_symbols.iter() {
            let Some(needed_by) = first_colour.get(node) else { continue };
            let games = core(needed_by);
            // Copied when the host is fetched by other games too, or is a chunk some games share (then each
            // fetches the code in its own chunk, a file less), never code every game needs.
            if !games.is_subset(&host_games) || games.len() < 2 && games == host_games || games == all_games {
                continue;
            }
            let Some(own_chunks) = games.iter().map(|g| own.get(g).cloned()).collect::<Option<Vec<_>>>() else { continue };
            if own_chunks.iter().any(|t| t == host) {
                continue;
            }
            let mut targets: Vec<SplitModuleIdentifier> = own_chunks.iter().cloned().map(SplitModuleIdentifier::Chunk).collect();
            // Out of the chunk every game fetches, a module that needs it and fetches none of those chunks (a
            // game's later part, the tools) gets a copy in its own module.
            for m in needed_by.iter().filter(|m| !own_chunks.iter().any(|t| t.contains(*m))) {
                let split = SplitModuleIdentifier::Split(m.clone());
                if host_games != all_games || !contents.contains_key(&split) {
                    targets.clear();
                    break;
                }
                targets.push(split);
            }
            if !targets.is_empty() {
                moves.push((*node, id.clone(), targets));
            }
        }
    }
    let mut emptied = BTreeSet::<BTreeSet<String>>::new();
    for (node, from, targets) in moves {
        if let Some(info) = contents.get_mut(&from) {
            info.included_symbols.remove(&node);
            if let SplitModuleIdentifier::Chunk(set) = &from {
                emptied.insert(set.clone());
            }
        }
        for t in targets {
            if let Some(info) = contents.get_mut(&t) {
                info.included_symbols.insert(node);
            }
        }
    }
    // A chunk left with less code than a chunk of its own is worth (`min`: its data, a few functions
    // joined to it) joins the largest chunk that every game and every module of its own fetch: a file less.
    for set in emptied {
        let id = SplitModuleIdentifier::Chunk(set.clone());
        if contents[&id].included_symbols.iter().map(size).sum::<usize>() >= min {
            continue;
        }
        let host = contents
            .iter()
            .filter_map(|(other, info)| match other {
                SplitModuleIdentifier::Chunk(o) if core(o) == all_games && o.is_superset(&set) => Some((code(info), o.clone())),
                _ => None,
            })
            .max();
        if let Some((_, host)) = host {
            if let Some(info) = contents.remove(&id) {
                if let Some(h) = contents.get_mut(&SplitModuleIdentifier::Chunk(host)) {
                    h.included_symbols.extend(info.included_symbols);
                }
            }
        }
    }
}

fn module_defines_anything(
    input_module: &InputModule,
    info: &OutputModuleInfo,
    data: &data::DataEmitInfo,
    output_module_index: usize,
) -> bool {
    let defines_function = info.included_symbols.iter().any(|dep| match dep {
        DepNode::Function(id) => *id >= input_module.imported_funcs.len(),
        _ => false,
    });
    defines_function || data.emits_data_in(input_module, output_module_index, info)
}
