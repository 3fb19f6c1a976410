// What the host is busy with. The navigator sends a command only when idle.
enum RenderPhase: Equatable {
    /// Nothing in flight: the next command may go.
    case idle
    /// A command is in flight until the host calls back.
    case performing(HostCommand)
}
