// The executable's entry: `Launch` (not top-level code here, which Swift 6 isolates to the main actor).
Launch.run()
