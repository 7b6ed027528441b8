## core: zh-CN

moves-count = { $n } 步
