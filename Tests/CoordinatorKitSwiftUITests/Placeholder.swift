#if os(Linux)
#endif
