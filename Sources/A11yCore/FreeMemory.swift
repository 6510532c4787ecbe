import CByteSearch

/// Memory the C allocator keeps after it is freed: a long-lived process (the MCP server) hands it back after
/// each piece of work, so that its footprint returns to rest instead of staying at its largest call's.
public enum FreeMemory {
    public static func giveBack() { a11y_return_free_memory() }

    /// Few arenas for a long-lived process: calls run on fresh threads, and each thread's own arena would keep
    /// what that call freed (the MCP server stayed 50 MB above its first call's footprint without this).
    public static func limitArenas(to count: Int32) { a11y_limit_arenas(count) }
}
